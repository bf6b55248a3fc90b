import type { EligibilityResponse } from '@rollcall/contracts';
import { printPdf } from '../reports/pdf/pdf-printer';
import { textWidth } from '../reports/pdf/text-width';
import { eligibilityDocument } from './eligibility-pdf-document';
import { eligibilityLines, rowsDigest } from './eligibility-rows';

/** What the exam cell's PDF is made of: the list, and who it is for and when it was generated. */
export interface EligibilityDocument {
  instituteName: string;
  /** The institute's IANA zone: the "generated at" time is shown in it. */
  timeZone: string;
  generatedAt: Date;
  list: Omit<EligibilityResponse, 'success'>;
}

/**
 * The eligibility list as the PDF the exam cell prints: every page names the institute, the semester, the day the
 * figures are as of, the threshold and floor, when it was generated, and the SHA-256 of the list's rows, the same as
 * that of the CSV's lines, so that a printed copy can be checked against the CSV.
 */
export async function eligibilityPdf(document: EligibilityDocument): Promise<Buffer> {
  const digest = rowsDigest(eligibilityLines(document.list.students));
  return printPdf(eligibilityDocument(document, digest, await textWidth()));
}
