import type { ReactNode } from 'react';
import { KitEnglishOnly } from '@rollcall/ui-kit/pages';
import { EnglishOnly } from '../texts/texts';

/** The office's area stays English: a view given area 'admin' shows its texts, and ui-kit's words, in English. */
export function AreaTexts({ area, children }: { area: 'teacher' | 'admin'; children: ReactNode }) {
  return (
    <EnglishOnly.Provider value={area === 'admin'}>
      <KitEnglishOnly.Provider value={area === 'admin'}>{children}</KitEnglishOnly.Provider>
    </EnglishOnly.Provider>
  );
}
