import {
  BAD_LINES_ERROR_COLUMN,
  enrolmentImportTable,
  type ImportColumn,
  importHeaderKey,
  importTemplate,
  studentImportTable,
  subjectImportTable,
  teacherImportTable,
} from './import-columns';
import { studentImportColumns, teacherImportColumns } from './people';

const tables: Array<[string, readonly ImportColumn[]]> = [
  ['students', studentImportTable],
  ['teachers', teacherImportTable],
  ['enrolments', enrolmentImportTable],
  ['subjects', subjectImportTable],
];

describe('the columns of the CSV imports', () => {
  it('read "Roll No.", "roll_number", "RollNo" and "Roll Number" as one name, whatever the case and spacing', () => {
    expect(new Set(['Roll No.', 'roll_no', 'RollNo', ' ROLL  NO ', 'Roll-No'].map(importHeaderKey))).toEqual(new Set(['rollno']));
    expect(importHeaderKey('Father’s Name')).toBe(importHeaderKey("father's name"));
    expect(importHeaderKey('Roll Number')).toBe(importHeaderKey('rollNumber'));
  });

  it.each(tables)('give each header of the %s import to one column only, and none to the error column', (_kind, table) => {
    const owner = new Map<string, string>();
    for (const column of table)
      for (const name of [column.name, ...column.aliases]) {
        const key = importHeaderKey(name);
        expect([key, owner.get(key) ?? column.name]).toEqual([key, column.name]);
        owner.set(key, column.name);
      }
    expect(owner.has(importHeaderKey(BAD_LINES_ERROR_COLUMN))).toBe(false);
  });

  it('keep every column an earlier file named', () => {
    const names = (table: readonly ImportColumn[]) => table.map((column) => column.name);
    expect(names(studentImportTable)).toEqual(expect.arrayContaining([...studentImportColumns]));
    expect(names(teacherImportTable)).toEqual([...teacherImportColumns]);
  });

  it('make a template of every column and an example line, quoting a value that needs it', () => {
    expect(importTemplate(teacherImportTable)).toBe('name,email\nPriya Raghavan,priya.raghavan@school.edu.in\n');
    expect(importTemplate([{ name: 'name', aliases: [], required: true, example: 'Das, Esha "E"' }])).toBe(
      'name\n"Das, Esha ""E"""\n',
    );
  });
});
