import type { Student } from '@rollcall/contracts';
import type { TableColumn } from '@rollcall/ui-kit/pages';

const guardianNames = (student: Student) => student.guardians.map((guardian) => guardian.name).join(', ');

/** The students table: roll numbers sort as a person reads them ('2' before '10'). */
export const studentColumns: readonly TableColumn<Student>[] = [
  { key: 'rollNumber', header: 'Roll no.', cell: (student) => student.rollNumber, sortValue: (student) => student.rollNumber },
  { key: 'name', header: 'Name', rowHeader: true, cell: (student) => student.name, sortValue: (student) => student.name },
  { key: 'email', header: 'Email', cell: (student) => student.email, sortValue: (student) => student.email, breakAnywhere: true },
  {
    key: 'class',
    header: 'Class',
    cell: (student) => student.className ?? 'No class',
    sortValue: (student) => student.className ?? '',
  },
  { key: 'guardians', header: 'Guardians', cell: (student) => guardianNames(student) || 'None' },
  {
    key: 'status',
    header: 'Status',
    cell: (student) => (student.archived ? 'Archived' : 'Active'),
    sortValue: (student) => (student.archived ? 1 : 0),
  },
];
