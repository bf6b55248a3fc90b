import type { Enrollment } from '@rollcall/contracts';
import type { Translate } from '@rollcall/i18n';
import type { TableColumn } from '@rollcall/ui-kit/pages';
import type { AdminTextId } from '../texts/texts';

export const enrolmentColumns = (t: Translate<AdminTextId>): readonly TableColumn<Enrollment>[] => [
  {
    key: 'roll',
    header: t('subjects.enrolments.column.roll'),
    cell: (row) => row.rollNumber,
    sortValue: (row) => row.rollNumber,
  },
  {
    key: 'name',
    header: t('subjects.enrolments.column.name'),
    cell: (row) => row.studentName,
    sortValue: (row) => row.studentName,
    rowHeader: true,
  },
  {
    key: 'enrolledOn',
    header: t('subjects.enrolments.column.enrolledOn'),
    cell: (row) => row.enrolledOn,
    sortValue: (row) => row.enrolledOn,
  },
  {
    key: 'droppedOn',
    header: t('subjects.enrolments.column.droppedOn'),
    cell: (row) => row.droppedOn ?? t('subjects.enrolments.stillEnrolled'),
    // The still enrolled sort after every drop date.
    sortValue: (row) => row.droppedOn ?? '9999-12-31',
  },
];
