import type { ReactNode } from 'react';
import { EnglishArea } from '@rollcall/i18n';

/** The office's area stays English: a view given area 'admin' shows its texts, ui-kit's words and its dates in English. */
export function AreaTexts({ area, children }: { area: 'teacher' | 'admin'; children: ReactNode }) {
  return <EnglishArea.Provider value={area === 'admin'}>{children}</EnglishArea.Provider>;
}
