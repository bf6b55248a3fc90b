import { createHash } from 'node:crypto';
import { type EligibilityStudent, type EligibilitySubject, eligibilityTexts } from '@rollcall/contracts';
import { csvLine } from '../reports/report-csv';

/** The columns of the exam cell's files, one row per student and subject. */
export const ELIGIBILITY_COLUMNS = [
  'Class',
  'Roll number',
  'Student',
  'Subject code',
  'Subject',
  'Present',
  'Total',
  'Condoned',
  'Percentage',
  'Status',
  'Lectures left',
  'Max reachable',
  'Can miss',
] as const;

const oneDecimal = (value: number | null) => (value === null ? '' : value.toFixed(1));

/** The fields of one student's subject, as the CSV writes them and the PDF's digest reads them. */
export const eligibilityFields = (student: EligibilityStudent, subject: EligibilitySubject): string[] => [
  student.className ?? '',
  student.rollNumber,
  student.name,
  subject.code,
  subject.name,
  String(subject.present),
  String(subject.total),
  String(subject.condoned),
  oneDecimal(subject.percentage),
  eligibilityTexts.status[subject.status],
  String(subject.lecturesLeft),
  oneDecimal(subject.maxReachable),
  String(subject.canMiss),
];

export const eligibilityHeader = () => csvLine([...ELIGIBILITY_COLUMNS]);

/** Every row of the list as CSV lines, students in the list's order, each student's subjects in theirs. */
export const eligibilityLines = (students: readonly EligibilityStudent[]): string[] =>
  students.flatMap((student) => student.subjects.map((subject) => csvLine(eligibilityFields(student, subject))));

/**
 * The SHA-256 (hex) of the list's rows: the CSV file's lines after its header, as UTF-8. A printed PDF carries it,
 * so its copy can be checked against the CSV downloaded for the same list.
 */
export const rowsDigest = (lines: readonly string[]): string => {
  const hash = createHash('sha256');
  for (const line of lines) hash.update(line, 'utf8');
  return hash.digest('hex');
};
