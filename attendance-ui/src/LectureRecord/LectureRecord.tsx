import { formatDay } from '@rollcall/contracts';
import { useState } from 'react';
import type { LectureDetailResponse, StudentMarkHistory } from '@rollcall/contracts';
import { DoneNotice, useTimedNotice } from '@rollcall/ui-kit/forms';
import { DetailList, ListStates, Page } from '@rollcall/ui-kit/pages';
import { useFailureReason } from '@rollcall/i18n/contract-texts';
import { AreaTexts } from '../common/AreaTexts';
import { useLecture } from '../data/hooks';
import type { AttendanceArea } from '../data/keys';
import { type AttendanceWords, useAttendanceTexts } from '../texts/texts';
import { CorrectionDialog } from './CorrectionDialog';
import { StudentMarks } from './StudentMarks';

export interface LectureRecordProps {
  area: AttendanceArea;
  lectureId: string;
  /**
   * Whether the page may offer corrections at all (the remote's own permission check). The server's `canCorrect`
   * of the lecture decides as well: Correct shows only when both allow it.
   */
  canCorrect?: boolean;
  /** What Back does (back to the list); no Back button without it. */
  onBack?: () => void;
  /** 'section' (default) inside a layout that owns the <main>; 'main' when the record is the whole screen. */
  landmark?: 'main' | 'section';
}

type Lecture = LectureDetailResponse['lecture'];

const titleOf = (lecture: Lecture) => `${lecture.subjectCode} ${lecture.subjectName}`;
const descriptionOf = (lecture: Lecture, { t, language }: AttendanceWords) =>
  `${lecture.className} · ${formatDay(lecture.heldOn, 'long', language)} · ${t('period', { period: lecture.period })}`;

/** One lecture's attendance: who took it, its counts, and each student's mark with its history and corrections. */
export function LectureRecord(props: LectureRecordProps) {
  return (
    <AreaTexts area={props.area}>
      <Record {...props} />
    </AreaTexts>
  );
}

function Record({ area, lectureId, canCorrect = true, onBack, landmark = 'section' }: LectureRecordProps) {
  const words = useAttendanceTexts();
  const { t, language } = words;
  const reason = useFailureReason();
  const record = useLecture(area, lectureId);
  const done = useTimedNotice();
  const [correcting, setCorrecting] = useState<StudentMarkHistory | null>(null);
  const lecture = record.data?.lecture;
  const frame = { back: Boolean(onBack), onBack, landmark };

  if (!lecture) {
    return (
      <Page title={t('record.title')} {...frame}>
        <ListStates list={record} loading={t('record.loading')} failed={t('record.failed')} reason={reason}>
          {null}
        </ListStates>
      </Page>
    );
  }

  const mayCorrect = canCorrect && lecture.canCorrect;
  const total = lecture.present + lecture.absent;

  return (
    <Page title={titleOf(lecture)} description={descriptionOf(lecture, words)} {...frame}>
      <DoneNotice done={done} />
      <DetailList
        termWidth="10rem"
        items={[
          { term: t('column.takenBy'), description: lecture.takenBy.name },
          {
            term: t('column.attendance'),
            description: `${t('presentOf', { present: lecture.present, total })}, ${t('absentCount', { count: lecture.absent })}`,
          },
          {
            term: t('column.corrections'),
            description: lecture.corrections > 0 ? t('record.corrections', { count: lecture.corrections }) : t('none'),
          },
          {
            term: t('record.window'),
            description: t('record.correctableUntil', { day: formatDay(lecture.correctableUntil, 'short', language) }),
          },
        ]}
      />
      <StudentMarks
        marks={record.data?.marks ?? []}
        timeZone={record.data?.timeZone ?? ''}
        onCorrect={mayCorrect ? setCorrecting : undefined}
      />
      {correcting ? (
        <CorrectionDialog
          area={area}
          lectureId={lecture.id}
          student={correcting}
          onClose={() => setCorrecting(null)}
          onCorrected={(status) => {
            setCorrecting(null);
            done.show(
              t('record.marked', { rollNumber: correcting.rollNumber, name: correcting.name, status: t(`mark.${status}`) }),
            );
          }}
        />
      ) : null}
    </Page>
  );
}
