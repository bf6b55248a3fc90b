import { randomUUID } from 'node:crypto';
import type { SubmitLectureInput } from '@rollcall/contracts';
import { type Pool, withTransaction } from '../../services/src/db/pool';
import type { GeneratedInstitute, GeneratedTeacher } from './generate';

const PERIODS = 24;
const DAY_MS = 86_400_000;

/**
 * Hands out every teacher's registers, each for a lecture slot nobody has taken yet: period 1 to 24 of the
 * semester's first day, then of the next day, and so on up to the institute's today. About one student in ten is
 * absent.
 */
export function registerBook(institute: GeneratedInstitute) {
  const taken = new Map<GeneratedTeacher, number>();
  const firstDay = Date.parse(`${institute.firstDay}T00:00:00Z`);
  return (teacher: GeneratedTeacher): SubmitLectureInput => {
    const slot = taken.get(teacher) ?? 0;
    taken.set(teacher, slot + 1);
    const day = Math.floor(slot / PERIODS);
    if (day >= institute.days) throw new Error(`${teacher.email} has used every lecture slot of the semester so far`);
    return {
      id: randomUUID(),
      subjectId: teacher.subjectId,
      heldOn: new Date(firstDay + day * DAY_MS).toISOString().slice(0, 10),
      period: (slot % PERIODS) + 1,
      marks: teacher.roster.map((studentId) => ({ studentId, status: Math.random() < 0.1 ? 'absent' : 'present' })),
    };
  };
}

/**
 * The baseline: the same register written straight to PostgreSQL, as the database's owner, in one transaction:
 * the lecture row and one 120-row INSERT of its marks (the rollup triggers fire as they do for the service).
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
  });
}
