import type { ReactNode } from 'react';
import { EnglishOnly } from '../texts/texts';

/** The office's area stays English: a view given area 'admin' shows its texts in English. */
export function AreaTexts({ area, children }: { area: 'teacher' | 'admin'; children: ReactNode }) {
  return <EnglishOnly.Provider value={area === 'admin'}>{children}</EnglishOnly.Provider>;
}
