import { attachmentNamed } from '../reports/report-file-name';
import { BYTE_ORDER_MARK } from '../reports/report-csv';
import { eligibilityHeader, eligibilityLines } from './eligibility-rows';
import type { EligibilityList } from './eligibility-store';

/** The Content-Disposition of a download of the list: 'eligibility-Term-1-2026-09-21.csv'. */
export const eligibilityAttachment = (list: Pick<EligibilityList, 'semester' | 'asOf'>, extension: 'csv' | 'pdf') =>
  attachmentNamed(['eligibility', list.semester.name, list.asOf], extension);

/** The list as the exam cell's CSV file: a byte order mark (spreadsheets then read Indic names), the header, the rows. */
export const eligibilityCsv = (list: EligibilityList) =>
  BYTE_ORDER_MARK + eligibilityHeader() + eligibilityLines(list.students).join('');
