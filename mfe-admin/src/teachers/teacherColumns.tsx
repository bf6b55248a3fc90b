import type { Teacher } from '@rollcall/contracts';
import type { Translate } from '@rollcall/i18n';
import type { TableColumn } from '@rollcall/ui-kit/pages';
import type { AdminTextId } from '../texts/texts';

const roleNames = (teacher: Teacher) => teacher.customRoles.map((role) => role.name).join(', ');

export const teacherColumns = (t: Translate<AdminTextId>): readonly TableColumn<Teacher>[] => [
  {
    key: 'name',
    header: t('teachers.column.name'),
    cell: (teacher) => teacher.name,
    sortValue: (teacher) => teacher.name,
    rowHeader: true,
  },
  {
    key: 'email',
    header: t('teachers.column.email'),
    cell: (teacher) => teacher.email,
    sortValue: (teacher) => teacher.email,
    breakAnywhere: true,
  },
  {
    key: 'subjects',
    header: t('teachers.column.subjects'),
    cell: (teacher) => teacher.subjectCount,
    sortValue: (teacher) => teacher.subjectCount,
    align: 'end',
  },
  { key: 'roles', header: t('teachers.column.roles'), cell: (teacher) => roleNames(teacher) || t('teachers.noRoles') },
];
