import type { Student } from '@rollcall/contracts';
import type { Translate } from '@rollcall/i18n';
import type { TableColumn } from '@rollcall/ui-kit/pages';
import type { AdminTextId } from '../texts/texts';

const guardianNames = (student: Student) => student.guardians.map((guardian) => guardian.name).join(', ');

/** The students table: roll numbers sort as a person reads them ('2' before '10'). */
export const studentColumnsIn = (t: Translate<AdminTextId>): readonly TableColumn<Student>[] => [
  {
    key: 'rollNumber',
    header: t('students.column.rollNumber'),
    cell: (student) => student.rollNumber,
    sortValue: (student) => student.rollNumber,
  },
  {
    key: 'name',
    header: t('students.name'),
    rowHeader: true,
    cell: (student) => student.name,
    sortValue: (student) => student.name,
  },
  {
    key: 'email',
    header: t('students.email'),
    cell: (student) => student.email,
    sortValue: (student) => student.email,
    breakAnywhere: true,
  },
  {
    key: 'class',
    header: t('students.class'),
    cell: (student) => student.className ?? t('students.noClass'),
    sortValue: (student) => student.className ?? '',
  },
  { key: 'guardians', header: t('students.guardians'), cell: (student) => guardianNames(student) || t('students.none') },
  {
    key: 'status',
    header: t('students.column.status'),
    cell: (student) => (student.archived ? t('students.archived') : t('students.active')),
    sortValue: (student) => (student.archived ? 1 : 0),
  },
];
