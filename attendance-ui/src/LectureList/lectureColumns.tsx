import { formatDay } from '@rollcall/contracts';
import type { LectureSummary } from '@rollcall/contracts';
import { Badge } from '@rollcall/ui-kit';
import type { TableColumn } from '@rollcall/ui-kit/pages';
import type { AttendanceWords } from '../texts/texts';

/** Newest first, then by period: the day and period as one sortable text. */
const heldAt = (lecture: LectureSummary) => `${lecture.heldOn}-${String(lecture.period).padStart(2, '0')}`;

/** The table's columns in the reader's language. */
export const lectureColumns = ({ t, language }: AttendanceWords): readonly TableColumn<LectureSummary>[] => [
  {
    key: 'date',
    header: t('column.date'),
    cell: (lecture) => formatDay(lecture.heldOn, 'short', language),
    sortValue: heldAt,
    rowHeader: true,
  },
  {
    key: 'period',
    header: t('column.period'),
    cell: (lecture) => lecture.period,
    sortValue: (lecture) => lecture.period,
    align: 'end',
  },
  {
    key: 'subject',
    header: t('filter.subject'),
    cell: (lecture) => <abbr title={lecture.subjectName}>{lecture.subjectCode}</abbr>,
    sortValue: (lecture) => lecture.subjectCode,
  },
  { key: 'class', header: t('filter.class'), cell: (lecture) => lecture.className, sortValue: (lecture) => lecture.className },
  {
    key: 'takenBy',
    header: t('column.takenBy'),
    cell: (lecture) => lecture.takenBy.name,
    sortValue: (lecture) => lecture.takenBy.name,
  },
  {
    key: 'present',
    header: t('column.attendance'),
    cell: (lecture) => t('presentOf', { present: lecture.present, total: lecture.present + lecture.absent }),
    sortValue: (lecture) => lecture.present / Math.max(1, lecture.present + lecture.absent),
  },
  {
    key: 'corrections',
    header: t('column.corrections'),
    cell: (lecture) =>
      lecture.corrections > 0 ? <Badge tone="warning">{t('corrected', { count: lecture.corrections })}</Badge> : t('none'),
    sortValue: (lecture) => lecture.corrections,
  },
];
