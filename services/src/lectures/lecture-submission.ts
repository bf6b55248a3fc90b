import { attendanceMessages, type LectureCounts, type SubmitLectureInput } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { askAlertsOfRegister } from '../absences/ask-absence-alerts';
import { correctMarkedOnDuty, ON_DUTY_REASON_FORMAT } from '../leave-requests/on-duty-corrections';
import { queueWebhookDeliveries } from '../webhooks/queue-webhook-events';
import { refuseScheduledClash, seatAttendees } from './lecture-clash';
import { lectureCounts } from './lecture-counts';
import { type MarkableSubject, markableSubject } from './marking-rights';
import { refuseOffRoster } from './roster-match';

type Register = Required<SubmitLectureInput>;
type SubmissionRefusal = 'not-found' | 'forbidden' | 'invalid' | 'conflict';

/** A saved register: `created` is false when the same lecture was already saved (a retry). */
export interface SubmittedLecture {
  lecture: LectureCounts;
  created: boolean;
}

/** A register is for a day of the subject's semester that has come, while the subject is still in use. */
function refuseDay(subject: MarkableSubject, heldOn: string): Outcome<never, 'invalid'> | null {
  if (subject.archived) return refused('invalid', attendanceMessages.subjectArchived);
  if (heldOn > subject.today) return refused('invalid', attendanceMessages.futureDate);
  if (heldOn < subject.startsOn || heldOn > subject.endsOn)
    return refused('invalid', attendanceMessages.outsideSemester(subject.semesterName, subject.startsOn, subject.endsOn));
  return null;
}

/**
 * The lecture already saved under this id or in this slot, if any. The client makes the id, so the same id for
 * the same slot is a retry of a register already saved and answers as saved, whatever marks it carries now; the
 * id of another slot, or another id for this slot, is a register that would be taken twice.
 */
async function savedAlready(
  db: Queryable,
  instituteId: string,
  register: Register,
): Promise<Outcome<SubmittedLecture, 'conflict'> | null> {
  const { rows } = await db.query<{ id: string; sameSlot: boolean }>(
    `SELECT id, (subject_id = $3 AND held_on = $4::date AND period = $5) AS "sameSlot"
     FROM lectures
     WHERE institute_id = $1 AND (id = $2 OR (subject_id = $3 AND held_on = $4::date AND period = $5))
     ORDER BY id = $2 DESC
     LIMIT 1`,
    [instituteId, register.id, register.subjectId, register.heldOn, register.period],
  );
  const saved = rows[0];
  if (!saved) return null;
  if (saved.id !== register.id || !saved.sameSlot) return refused('conflict', attendanceMessages.alreadyTaken);
  return succeeded({ lecture: await lectureCounts(db, instituteId, saved.id), created: false });
}

/** The keys by which a mark and its alert name their student: a student removed since the roster was read fails them. */
const MARKED_STUDENT_KEYS = ['attendance_marks_institute_id_student_id_fkey', 'absence_alerts_institute_id_student_id_fkey'];

/** The on-duty corrections of the marks `insertMarks` saves, with its parameters. */
const ON_DUTY_OF_REGISTER = correctMarkedOnDuty({
  marked: 'marked',
  institute: '$1',
  lecture: '$2',
  day: '$6::date',
  period: '$7::smallint',
  reasonFormat: '$8',
});

/** The same-morning alerts of the register's students still Absent once on-duty has corrected its marks. */
const ALERTS_OF_REGISTER = askAlertsOfRegister({
  absent: `SELECT marked.student_id FROM marked
           WHERE marked.status = 'absent' AND marked.student_id NOT IN (SELECT on_duty.student_id FROM on_duty)`,
  institute: '$1',
  lecture: '$2',
  day: '$6::date',
});

/** The register.saved event of the register's subscribed webhooks: the marks as taken, those on-duty corrected flagged. */
const WEBHOOKS_OF_REGISTER = queueWebhookDeliveries(
  'register.saved',
  '$1',
  `SELECT jsonb_build_object(
     'lectureId', $2::uuid, 'subjectId', $9::uuid, 'heldOn', $6::date, 'period', $7::smallint, 'takenBy', $3::uuid,
     'marks', coalesce(jsonb_agg(jsonb_build_object(
       'studentId', marked.student_id, 'status', marked.status,
       'onDuty', marked.student_id IN (SELECT on_duty.student_id FROM on_duty)
     ) ORDER BY marked.student_id), '[]'::jsonb)) AS data
   FROM marked`,
);

/**
 * Inserts every mark of the register in one statement, with the office's correction of each Absent mark inside an
 * approved on-duty, the first-absence alerts of the students left Absent and the webhooks' deliveries: the rollups
 * are kept by statement-level triggers, so one statement updates them once for the whole register (PostgreSQL runs
 * the trigger once with the rows of both inserts), and the alerts and webhooks cost the register no extra round
 * trip. Answers how many marks on-duty corrected.
 */
async function insertMarks(
  db: Queryable,
  instituteId: string,
  teacherId: string,
  register: Register,
): Promise<Outcome<number, 'invalid'>> {
  try {
    const { rows } = await db.query<{ onDuty: number }>(
      `WITH marked AS (
         INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, source)
         SELECT $1, $2, mark.student_id, mark.status, $3, 'teacher'
         FROM unnest($4::uuid[], $5::text[]) AS mark(student_id, status)
         RETURNING id, student_id, status
       ),
       on_duty AS (${ON_DUTY_OF_REGISTER} RETURNING student_id),
       alerts AS (${ALERTS_OF_REGISTER}),
       deliveries AS (${WEBHOOKS_OF_REGISTER})
       SELECT count(*)::int AS "onDuty" FROM on_duty`,
      [
        instituteId,
        register.id,
        teacherId,
        register.marks.map((mark) => mark.studentId),
        register.marks.map((mark) => mark.status),
        register.heldOn,
        register.period,
        ON_DUTY_REASON_FORMAT,
        register.subjectId,
      ],
    );
    return succeeded(rows[0]!.onDuty);
  } catch (error) {
    // Row security keeps the missing key out of the error, and a student removed has no name left to give.
    if (!MARKED_STUDENT_KEYS.includes((error as { constraint?: string }).constraint ?? '')) throw error;
    return refused('invalid', attendanceMessages.rosterMismatch([], []));
  }
}

/** The lecture's current counts: the register's marks, with the ones on-duty corrected moved to Present. */
const countsOf = (register: Register, onDuty: number): LectureCounts => ({
  id: register.id,
  present: register.marks.filter((mark) => mark.status === 'present').length + onDuty,
  absent: register.marks.filter((mark) => mark.status === 'absent').length - onDuty,
});

/**
 * Saves a whole register, the lecture and its marks, in the caller's transaction (which rolls back on a refusal).
 * The checks go from the subject (found, then the teacher's own), to the day, to a register saved already (a
 * retry answers as saved even if the roster has changed since), to the roster. The lecture goes in before the
 * roster is read: its keys find a register saved already, so a new register takes no extra look-up. Two submits
 * of one lecture at once: one inserts, and the other, once the first commits, finds it saved. No student may be in
 * two lectures of one date and period: an extra lecture over one the timetable holds for a student is refused, and
 * the students are seated last, so of two registers sharing a student at once the second to seat them is refused.
 */
export async function submitLecture(
  db: Queryable,
  instituteId: string,
  teacherId: string,
  register: Register,
): Promise<Outcome<SubmittedLecture, SubmissionRefusal>> {
  const subject = await markableSubject(db, instituteId, teacherId, register.subjectId, {
    day: register.heldOn,
    period: register.period,
  });
  if (!subject.ok) return subject;
  const day = refuseDay(subject.value, register.heldOn);
  if (day) return day;
  const inserted = await db.query(
    `INSERT INTO lectures (institute_id, id, subject_id, held_on, period, taken_by) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING RETURNING id`,
    [instituteId, register.id, register.subjectId, register.heldOn, register.period, teacherId],
  );
  if (!inserted.rowCount)
    return (await savedAlready(db, instituteId, register)) ?? refused('conflict', attendanceMessages.alreadyTaken);
  const offRoster = await refuseOffRoster(db, instituteId, register.subjectId, register.heldOn, register.marks);
  if (offRoster) return offRoster;
  const scheduledClash = await refuseScheduledClash(db, instituteId, register);
  if (scheduledClash) return scheduledClash;
  const marks = await insertMarks(db, instituteId, teacherId, register);
  if (!marks.ok) return marks;
  const seated = await seatAttendees(db, instituteId, register);
  return seated.ok ? succeeded({ lecture: countsOf(register, marks.value), created: true }) : seated;
}
