/**
 * The columns of each CSV import, written once: the server matches a file's first line against them (preview and
 * import alike) and the import screen shows them and builds its template from them.
 */
export interface ImportColumn {
  /** The column's name in the template and in messages ('rollNumber'). */
  name: string;
  /** Other headers read as this column, as a spreadsheet may write them ('Roll No.'). */
  aliases: readonly string[];
  /** A file must name it; an optional column left out reads as empty on every line. */
  required: boolean;
  /** The template's example value. */
  example: string;
}

/**
 * A header as the importer compares it: case, spaces, dots, dashes, underscores and apostrophes do not count, so
 * "Roll No.", "roll_no" and "RollNo" are one name.
 */
export const importHeaderKey = (header: string) =>
  header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._\-'\u2018\u2019]/g, '');

/** The column the file of bad lines adds, saying what is wrong; a file that has it imports as if it had not. */
export const BAD_LINES_ERROR_COLUMN = 'error';

const column = (name: string, example: string, aliases: readonly string[], required = true): ImportColumn => ({
  name,
  aliases,
  required,
  example,
});

const guardianColumns = (
  which: '' | '2',
  example: { name: string; email: string },
  names: readonly string[],
  emails: readonly string[],
) => [column(`guardian${which}Name`, example.name, names, false), column(`guardian${which}Email`, example.email, emails, false)];

export const studentImportTable: readonly ImportColumn[] = [
  column('name', 'Ananya Iyer', ['Name', 'Full Name', 'Student Name']),
  column('email', 'ananya.iyer@school.edu.in', ['Email', 'E-mail', 'Email Address', 'Student Email']),
  column('rollNumber', '8B-14', ['Roll Number', 'Roll No.', 'Roll No', 'roll_number', 'RollNo']),
  column('class', 'Grade 8 B', ['Class', 'Class Name']),
  ...guardianColumns(
    '',
    { name: 'Lakshmi Iyer', email: 'lakshmi.iyer@gmail.com' },
    ['Guardian Name', 'Guardian 1 Name', 'Parent Name', 'Parent 1 Name', "Father's Name", 'Father Name'],
    ['Guardian Email', 'Guardian 1 Email', 'Parent Email', 'Parent 1 Email', "Father's Email", 'Father Email'],
  ),
  ...guardianColumns(
    '2',
    { name: 'Ramesh Iyer', email: 'ramesh.iyer@gmail.com' },
    ['Guardian 2 Name', 'Parent 2 Name', "Mother's Name", 'Mother Name'],
    ['Guardian 2 Email', 'Parent 2 Email', "Mother's Email", 'Mother Email'],
  ),
];

export const teacherImportTable: readonly ImportColumn[] = [
  column('name', 'Priya Raghavan', ['Name', 'Full Name', 'Teacher Name']),
  column('email', 'priya.raghavan@school.edu.in', ['Email', 'E-mail', 'Email Address', 'Teacher Email']),
];

export const enrolmentImportTable: readonly ImportColumn[] = [
  column('rollNumber', '8B-14', ['Roll Number', 'Roll No.', 'Roll No', 'roll_number', 'RollNo']),
  column('class', 'Grade 8 B', ['Class', 'Class Name']),
  column('subjectCode', 'CS150', ['Subject Code', 'Subject', 'Code', 'Course Code']),
  column('from', '2026-06-15', ['From', 'From Date', 'Enrolled On', 'Start Date'], false),
];

/** Teachers are named by email, or by name when one teacher alone has it, several in one cell split by ";" or ",". */
export const subjectImportTable: readonly ImportColumn[] = [
  column('class', 'Grade 8 B', ['Class', 'Class Name']),
  column('name', 'Computer Applications', ['Name', 'Subject', 'Subject Name']),
  column('code', 'CS150', ['Code', 'Subject Code', 'Course Code']),
  column('kind', 'Core', ['Kind', 'Core/Elective', 'Type'], false),
  column(
    'teachers',
    'priya.raghavan@school.edu.in; Arjun Mehta',
    ['Teachers', 'Teacher', 'Teacher Email', 'Teacher Emails', 'Teacher Email(s)', 'Teacher Name', 'Teacher Names'],
    false,
  ),
];

const csvValue = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A CSV line of these values, quoted where they need it. */
export const csvLineOf = (values: readonly string[]) => values.map(csvValue).join(',');

/** An import's template: the first line names every column, the second is an example. */
export const importTemplate = (columns: readonly ImportColumn[]) =>
  `${csvLineOf(columns.map((c) => c.name))}\n${csvLineOf(columns.map((c) => c.example))}\n`;
