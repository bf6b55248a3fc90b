import { attendanceTexts, formatDay, type LectureSummary } from '@rollcall/contracts';
import { Badge } from '@rollcall/ui-kit';
import type { TableColumn } from '@rollcall/ui-kit/pages';

/** Newest first, then by period: the day and period as one sortable text. */
const heldAt = (lecture: LectureSummary) => `${lecture.heldOn}-${String(lecture.period).padStart(2, '0')}`;

export const lectureColumns: readonly TableColumn<LectureSummary>[] = [
  { key: 'date', header: 'Date', cell: (lecture) => formatDay(lecture.heldOn), sortValue: heldAt, rowHeader: true },
  { key: 'period', header: 'Period', cell: (lecture) => lecture.period, sortValue: (lecture) => lecture.period, align: 'end' },
  {
    key: 'subject',
    header: 'Subject',
    cell: (lecture) => <abbr title={lecture.subjectName}>{lecture.subjectCode}</abbr>,
    sortValue: (lecture) => lecture.subjectCode,
  },
  { key: 'class', header: 'Class', cell: (lecture) => lecture.className, sortValue: (lecture) => lecture.className },
  { key: 'takenBy', header: 'Taken by', cell: (lecture) => lecture.takenBy.name, sortValue: (lecture) => lecture.takenBy.name },
  {
    key: 'present',
    header: 'Attendance',
    cell: (lecture) => attendanceTexts.presentOf(lecture.present, lecture.present + lecture.absent),
    sortValue: (lecture) => lecture.present / Math.max(1, lecture.present + lecture.absent),
  },
  {
    key: 'corrections',
    header: 'Corrections',
    cell: (lecture) => (lecture.corrections > 0 ? <Badge tone="warning">Corrected: {lecture.corrections}</Badge> : 'None'),
    sortValue: (lecture) => lecture.corrections,
  },
];
