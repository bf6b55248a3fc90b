import { randomUUID } from 'node:crypto';
import type { SubmitLectureInput } from '@rollcall/contracts';
import { type Pool, withTransaction } from '../../services/src/db/pool';
import type { GeneratedInstitute, GeneratedTeacher } from './generate';

const LAST_PERIOD = 24;
const DAY_MS = 86_400_000;

/**
 * Hands out every teacher's registers, each for a lecture slot nobody has taken yet: period `firstPeriod` (1 unless
 * the timetable's periods are taken already) to 24 of the institute's first day, then of the next day, and so on up
 * to the institute's today. A slot already given to a teacher whose roster shares a student is passed over, since no
 * student is in two lectures of one period. About one student in ten is absent.
 */
export function registerBook(institute: GeneratedInstitute, { firstPeriod = 1 }: { firstPeriod?: number } = {}) {
  const periods = LAST_PERIOD - firstPeriod + 1;
  // Teachers are known by email: the callers hand back copies of them (signed in), not the objects given here.
  const taken = new Map<string, number>();
  const rosters = new Map(institute.teachers.map((teacher) => [teacher.email, new Set(teacher.roster)]));
  const sharing = new Map(
    institute.teachers.map((teacher) => [
      teacher.email,
      new Set(
        institute.teachers
          .filter((other) => other.email !== teacher.email && other.roster.some((id) => rosters.get(teacher.email)!.has(id)))
          .map((other) => other.email),
      ),
    ]),
  );
  const holders = new Map<number, string[]>();
  const firstDay = Date.parse(`${institute.firstDay}T00:00:00Z`);
  return (teacher: GeneratedTeacher): SubmitLectureInput => {
    let slot = taken.get(teacher.email) ?? 0;
    while ((holders.get(slot) ?? []).some((holder) => sharing.get(teacher.email)!.has(holder))) slot++;
    taken.set(teacher.email, slot + 1);
    holders.set(slot, [...(holders.get(slot) ?? []), teacher.email]);
    const day = Math.floor(slot / periods);
    if (day >= institute.days) throw new Error(`${teacher.email} has used every lecture slot of the semester so far`);
    return {
      id: randomUUID(),
      subjectId: teacher.subjectId,
      heldOn: new Date(firstDay + day * DAY_MS).toISOString().slice(0, 10),
      period: firstPeriod + (slot % periods),
      marks: teacher.roster.map((studentId) => ({ studentId, status: Math.random() < 0.1 ? 'absent' : 'present' })),
    };
  };
}

/**
 * The baseline: the same register written straight to PostgreSQL, as the database's owner, in one transaction:
 * the lecture row, one 120-row INSERT of its marks (the rollup triggers fire as they do for the service) and one of
 * its students' seats in that period.
 */
export function insertRegister(pool: Pool, instituteId: string, takenBy: string, register: SubmitLectureInput) {
  return withTransaction(pool, async (client) => {
    await client.query(
      `INSERT INTO lectures (institute_id, id, subject_id, held_on, period, taken_by) VALUES ($1, $2, $3, $4, $5, $6)`,
      [instituteId, register.id, register.subjectId, register.heldOn, register.period, takenBy],
    );
    await client.query(
      `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, source)
       SELECT $1, $2, student_id, status, $3, 'teacher' FROM unnest($4::uuid[], $5::text[]) AS mark(student_id, status)`,
      [
        instituteId,
        register.id,
        takenBy,
        register.marks.map((mark) => mark.studentId),
        register.marks.map((mark) => mark.status),
      ],
    );
    await client.query(
      `INSERT INTO lecture_attendees (institute_id, student_id, held_on, period, lecture_id)
       SELECT $1::uuid, student_id, $2::date, $3::smallint, $4::uuid FROM unnest($5::uuid[]) AS student_id ORDER BY student_id`,
      [instituteId, register.heldOn, register.period, register.id, register.marks.map((mark) => mark.studentId)],
    );
  });
}
