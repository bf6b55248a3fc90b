import { failureReason } from '@rollcall/api-client';
import { useCallback, useState } from 'react';
import { CalendarX } from 'lucide-react';
import { formatDay, type LectureSummary } from '@rollcall/contracts';
import { Button, useMediaQuery } from '@rollcall/ui-kit';
import type { SelectOption } from '@rollcall/ui-kit/forms';
import { ListEmpty, ListStates, Table } from '@rollcall/ui-kit/pages';
import { useLectures } from '../data/hooks';
import type { AttendanceArea, LectureFilter } from '../data/keys';
import { LectureCards } from './LectureCards';
import { LectureFilters } from './LectureFilters';
import { lectureColumns } from './lectureColumns';
import styles from './LectureList.module.css';

export interface LectureListProps {
  area: AttendanceArea;
  /** The subjects the filter offers: value is the subject's id ('MA101 Mathematics · Class 10 A'). */
  subjects: readonly SelectOption[];
  /** The filter the list opens with (a subject chosen already). */
  initialFilter?: LectureFilter;
  /** Opens one lecture's record: the page navigates to it. */
  onOpen: (lectureId: string) => void;
  /** The table's caption; default 'Lectures'. */
  caption?: string;
}

/** Below this width the table's columns would not fit: each lecture is a card. */
const PHONE = '(max-width: 47.99rem)';

const lectureName = (lecture: LectureSummary) =>
  `${lecture.subjectCode} on ${formatDay(lecture.heldOn)}, period ${lecture.period}`;

/** Past lectures with their counts, filtered by subject and days, each opening its record. */
export function LectureList({ area, subjects, initialFilter = {}, onOpen, caption = 'Lectures' }: LectureListProps) {
  const [filter, setFilter] = useState<LectureFilter>(initialFilter);
  const list = useLectures(area, filter);
  const filtered = Boolean(filter.subjectId || filter.from || filter.to);
  const onPhone = useMediaQuery(PHONE);
  const lectures = list.data?.lectures ?? [];

  const openButton = useCallback(
    (lecture: LectureSummary) => (
      <Button variant="secondary" size="sm" aria-label={`Open ${lectureName(lecture)}`} onClick={() => onOpen(lecture.id)}>
        Open
      </Button>
    ),
    [onOpen],
  );

  const empty = (
    <ListEmpty
      icon={<CalendarX size={40} />}
      title={filtered ? 'No lectures match these filters' : 'No lectures yet'}
      description={filtered ? 'Choose another subject or other days.' : 'Lectures show here once attendance is taken.'}
      action={
        filtered ? (
          <Button variant="secondary" onClick={() => setFilter({})}>
            Clear filters
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <div className={styles.list}>
      <LectureFilters subjects={subjects} filter={filter} onChange={setFilter} />
      <ListStates list={list} noun="lectures" reason={failureReason}>
        {onPhone ? (
          lectures.length > 0 ? (
            <LectureCards caption={caption} lectures={lectures} open={openButton} />
          ) : (
            empty
          )
        ) : (
          <Table
            caption={caption}
            columns={lectureColumns}
            rows={lectures}
            rowKey={(lecture) => lecture.id}
            actions={openButton}
            initialSort={{ key: 'date', direction: 'descending' }}
            empty={empty}
          />
        )}
      </ListStates>
    </div>
  );
}
