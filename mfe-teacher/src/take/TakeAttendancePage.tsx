import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Users } from 'lucide-react';
import { attendanceMessages, type MarkStatus, type SubmitLectureInput } from '@rollcall/contracts';
import { useAttendanceTexts } from '@rollcall/attendance-ui';
import { useLanguage } from '@rollcall/i18n';
import { useContractText, useFailureReason } from '@rollcall/i18n/contract-texts';
import { Button } from '@rollcall/ui-kit';
import { ListEmpty, ListStates, Page } from '@rollcall/ui-kit/pages';
import { dayName } from '../common/dates';
import { teacherPaths, useAreaPath } from '../common/paths';
import { useRoster, useTeacherSubjects, useToday } from '../data/hooks';
import { useRegisterQueue } from '../offline/RegisterQueueProvider';
import { type QueuedRegister, queuedFor } from '../offline/registerQueue';
import { Register } from './Register';
import { useTeacherTexts } from '../texts/texts';
import { SentRegister } from './SentRegister';
import styles from './TakeAttendance.module.css';

/**
 * Take attendance for one lecture: everyone starts Present (a student on approved leave Absent), a tap toggles a
 * student, Save sends the whole register through the offline queue. A register already waiting on this device is
 * shown as such.
 */
export function TakeAttendancePage() {
  const params = useParams();
  const subjectId = params.subjectId ?? '';
  const heldOn = params.date ?? '';
  const period = Number(params.period);
  const roster = useRoster(subjectId, heldOn, period || undefined);
  const { queued, outcomes, submit } = useRegisterQueue();
  const navigate = useNavigate();
  const areaPath = useAreaPath();
  const label = useRegisterLabel(subjectId, heldOn);
  const t = useTeacherTexts();
  const shared = useAttendanceTexts().t;
  const language = useLanguage();
  const contractText = useContractText();
  const reason = useFailureReason();

  // A register of this lecture already waiting on this device is shown as sent, and keeps its id.
  const [sent, setSent] = useState<QueuedRegister | null>(() => queuedFor(queued, { subjectId, heldOn, period }) ?? null);
  // The lecture's id is made once, when the register opens: every retry of this register sends the same one.
  const [lectureId] = useState(() => sent?.submission.id ?? crypto.randomUUID());
  const [saving, setSaving] = useState(false);
  // The teacher's own marks, by student: the others keep where they start, even when the roster is loaded again.
  const [chosen, setChosen] = useState<ReadonlyMap<string, MarkStatus>>(() => new Map());

  const students = useMemo(() => roster.data?.students ?? [], [roster.data]);
  const absent = useMemo(
    () => new Set(students.filter((student) => (chosen.get(student.id) ?? startsAs(student)) === 'absent').map((s) => s.id)),
    [students, chosen],
  );

  const toggle = useCallback(
    (studentId: string) =>
      setChosen((before) => {
        const student = students.find((candidate) => candidate.id === studentId);
        const now = before.get(studentId) ?? (student ? startsAs(student) : 'present');
        return new Map(before).set(studentId, now === 'absent' ? 'present' : 'absent');
      }),
    [students],
  );
  const anyOnLeave = students.some((student) => student.onLeave);

  const save = useCallback(async () => {
    if (saving || students.length === 0) return;
    const submission: SubmitLectureInput = {
      id: lectureId,
      subjectId,
      heldOn,
      period,
      marks: students.map((student) => ({ studentId: student.id, status: absent.has(student.id) ? 'absent' : 'present' })),
    };
    const register = { submission, label, absentees: students.filter((student) => absent.has(student.id)) };
    setSaving(true);
    await submit(register);
    setSent(register);
    setSaving(false);
  }, [saving, students, lectureId, subjectId, heldOn, period, absent, label, submit]);

  const toToday = () => navigate(areaPath(teacherPaths.today));
  const present = students.length - absent.size;

  return (
    <Page
      landmark="section"
      back
      onBack={toToday}
      title={t('register.title')}
      description={`${label.subjectName ? `${label.subjectName} (${label.subjectCode}) · ${label.className} · ` : ''}${shared('period', { period })} · ${dayName(heldOn, language)}`}
    >
      {sent ? (
        <SentRegister
          register={sent}
          outcome={outcomes[sent.submission.id]}
          onBack={toToday}
          onSignIn={() => navigate('/login')}
        />
      ) : (
        <ListStates list={roster} loading={t('load.roster')} failed={t('fail.roster')} reason={reason}>
          {students.length === 0 ? (
            <ListEmpty icon={<Users size={40} />} title={contractText(attendanceMessages.emptyRoster)} />
          ) : (
            <>
              <p className={styles.hint}>{anyOnLeave ? t('register.hintLeave') : t('register.hint')}</p>
              <Register students={students} absent={absent} onToggle={toggle} onSave={save} />
              <div className={styles.saveBar}>
                <p className={styles.count} role="status">
                  {shared('presentOf', { present, total: students.length })}
                </p>
                <Button size="lg" busy={saving} busyLabel={shared('saving')} onClick={save}>
                  {t('register.save')}
                </Button>
              </div>
            </>
          )}
        </ListStates>
      )}
    </Page>
  );
}

/** Where a student's mark starts: Absent when an approved leave covers the lecture. */
const startsAs = (student: { onLeave: boolean }): MarkStatus => (student.onLeave ? 'absent' : 'present');

/** How the lecture is named: its subject and class, from today's lectures or the teacher's subjects. */
function useRegisterLabel(subjectId: string, heldOn: string) {
  const today = useToday().data;
  const subjects = useTeacherSubjects().data?.subjects ?? [];
  const lecture = today?.date === heldOn ? today.lectures.find((candidate) => candidate.subjectId === subjectId) : undefined;
  if (lecture) return { subjectName: lecture.subjectName, subjectCode: lecture.subjectCode, className: lecture.className };
  const subject = subjects.find((candidate) => candidate.id === subjectId);
  return { subjectName: subject?.name ?? '', subjectCode: subject?.code ?? '', className: subject?.className ?? '' };
}
