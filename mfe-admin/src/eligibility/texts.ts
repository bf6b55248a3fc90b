import { adminTexts } from '../texts/texts';

/** The Reports page's way in to the eligibility list, in English until that page reads the office's texts itself. */
export const pageTexts = { openFromReports: adminTexts.english('eligibility.title') } as const;
