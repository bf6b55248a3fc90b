import type { Teacher } from '@rollcall/contracts';
import type { TableColumn } from '@rollcall/ui-kit/pages';

const roleNames = (teacher: Teacher) => teacher.customRoles.map((role) => role.name).join(', ');

export const teacherColumns: readonly TableColumn<Teacher>[] = [
  { key: 'name', header: 'Name', cell: (teacher) => teacher.name, sortValue: (teacher) => teacher.name, rowHeader: true },
  { key: 'email', header: 'Email', cell: (teacher) => teacher.email, sortValue: (teacher) => teacher.email, breakAnywhere: true },
  {
    key: 'subjects',
    header: 'Subjects',
    cell: (teacher) => teacher.subjectCount,
    sortValue: (teacher) => teacher.subjectCount,
    align: 'end',
  },
  { key: 'roles', header: 'Roles', cell: (teacher) => roleNames(teacher) || 'None' },
];
