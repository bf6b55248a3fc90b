import type { Enrollment } from '@rollcall/contracts';
import type { TableColumn } from '@rollcall/ui-kit/pages';

export const enrolmentColumns: readonly TableColumn<Enrollment>[] = [
  { key: 'roll', header: 'Roll number', cell: (row) => row.rollNumber, sortValue: (row) => row.rollNumber },
  { key: 'name', header: 'Name', cell: (row) => row.studentName, sortValue: (row) => row.studentName, rowHeader: true },
  { key: 'enrolledOn', header: 'Enrolled on', cell: (row) => row.enrolledOn, sortValue: (row) => row.enrolledOn },
  {
    key: 'droppedOn',
    header: 'Dropped on',
    cell: (row) => row.droppedOn ?? 'Still enrolled',
    // The still enrolled sort after every drop date.
    sortValue: (row) => row.droppedOn ?? '9999-12-31',
  },
];
