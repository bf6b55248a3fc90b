import { formatDay } from '@rollcall/contracts';
import { useCallback, useMemo, useState } from 'react';
import { CalendarX } from 'lucide-react';
import type { LectureSummary } from '@rollcall/contracts';
import { Button, useMediaQuery } from '@rollcall/ui-kit';
import type { SelectOption } from '@rollcall/ui-kit/forms';
import { ListEmpty, ListStates, Table } from '@rollcall/ui-kit/pages';
import { useFailureReason } from '@rollcall/i18n/contract-texts';
import { AreaTexts } from '../common/AreaTexts';
import { useLectures } from '../data/hooks';
import type { AttendanceArea, LectureFilter } from '../data/keys';
import { LectureCards } from './LectureCards';
import { LectureFilters } from './LectureFilters';
import { lectureColumns } from './lectureColumns';
import { useAttendanceTexts } from '../texts/texts';
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

/** Past lectures with their counts, filtered by subject and days, each opening its record. */
export function LectureList(props: LectureListProps) {
  return (
    <AreaTexts area={props.area}>
      <Lectures {...props} />
    </AreaTexts>
  );
}

function Lectures({ area, subjects, initialFilter = {}, onOpen, caption: givenCaption }: LectureListProps) {
  const { t, language } = useAttendanceTexts();
  const reason = useFailureReason();
  const caption = givenCaption ?? t('list.caption');
  const columns = useMemo(() => lectureColumns({ t, language }), [t, language]);
  const [filter, setFilter] = useState<LectureFilter>(initialFilter);
  const list = useLectures(area, filter);
  const filtered = Boolean(filter.subjectId || filter.from || filter.to);
  const onPhone = useMediaQuery(PHONE);
  const lectures = list.data?.lectures ?? [];

  const openButton = useCallback(
    (lecture: LectureSummary) => (
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('list.openLecture', {
          subject: lecture.subjectCode,
          day: formatDay(lecture.heldOn, 'short', language),
          period: lecture.period,
        })}
        onClick={() => onOpen(lecture.id)}
      >
        {t('list.open')}
      </Button>
    ),
    [onOpen, t, language],
  );

  const empty = (
    <ListEmpty
      icon={<CalendarX size={40} />}
      title={filtered ? t('list.noMatches') : t('list.none')}
      description={filtered ? t('list.noMatchesHint') : t('list.noneHint')}
      action={
        filtered ? (
          <Button variant="secondary" onClick={() => setFilter({})}>
            {t('filter.clear')}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <div className={styles.list}>
      <LectureFilters subjects={subjects} filter={filter} onChange={setFilter} />
      <ListStates list={list} loading={t('list.loading')} failed={t('list.failed')} reason={reason}>
        {onPhone ? (
          lectures.length > 0 ? (
            <LectureCards caption={caption} lectures={lectures} open={openButton} />
          ) : (
            empty
          )
        ) : (
          <Table
            caption={caption}
            columns={columns}
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
