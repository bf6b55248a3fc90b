import { failureReason } from '@rollcall/api-client';
import { useState } from 'react';
import { attendanceTexts, formatDay, type LectureDetailResponse, type StudentMarkHistory } from '@rollcall/contracts';
import { DoneNotice, useTimedNotice } from '@rollcall/ui-kit/forms';
import { DetailList, ListStates, Page } from '@rollcall/ui-kit/pages';
import { useLecture } from '../data/hooks';
import type { AttendanceArea } from '../data/keys';
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
const descriptionOf = (lecture: Lecture) =>
  `${lecture.className} · ${formatDay(lecture.heldOn, 'long')} · ${attendanceTexts.periodOf(lecture.period)}`;

/** One lecture's attendance: who took it, its counts, and each student's mark with its history and corrections. */
export function LectureRecord({ area, lectureId, canCorrect = true, onBack, landmark = 'section' }: LectureRecordProps) {
  const record = useLecture(area, lectureId);
  const done = useTimedNotice();
  const [correcting, setCorrecting] = useState<StudentMarkHistory | null>(null);
  const lecture = record.data?.lecture;
  const frame = { back: Boolean(onBack), onBack, landmark };

  if (!lecture) {
    return (
      <Page title="Lecture" {...frame}>
        <ListStates list={record} noun="the lecture" reason={failureReason}>
          {null}
        </ListStates>
      </Page>
    );
  }

  const mayCorrect = canCorrect && lecture.canCorrect;
  const total = lecture.present + lecture.absent;

  return (
    <Page title={titleOf(lecture)} description={descriptionOf(lecture)} {...frame}>
      <DoneNotice done={done} />
      <DetailList
        termWidth="10rem"
        items={[
          { term: 'Taken by', description: lecture.takenBy.name },
          {
            term: 'Attendance',
            description: `${attendanceTexts.presentOf(lecture.present, total)}, ${lecture.absent} absent`,
          },
          {
            term: 'Corrections',
            description: lecture.corrections > 0 ? attendanceTexts.corrections(lecture.corrections) : 'None',
          },
          { term: 'Correction window', description: attendanceTexts.correctableUntil(formatDay(lecture.correctableUntil)) },
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
            done.show(attendanceTexts.marked(correcting.rollNumber, correcting.name, status));
          }}
        />
      ) : null}
    </Page>
  );
}
