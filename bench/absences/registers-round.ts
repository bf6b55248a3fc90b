import { randomUUID } from 'node:crypto';
import type { SubmitLectureInput } from '@rollcall/contracts';
import { type Agent, request } from 'undici';
import type { AbsenceTeacher } from './school';

export interface SignedInTeacher extends AbsenceTeacher {
  headers: Record<string, string>;
}

export interface RoundResult {
  /** Each register's time, from sending it to its answer (ms). */
  times: number[];
  /** performance.now() when the first register was sent. */
  startedAt: number;
  /** performance.now() when the last register's answer came: it had committed by then. */
  lastSavedAt: number;
}

/**
 * One period's registers of every class, today (periods past the timetable's are extra lectures of its subjects), through the gateway: every teacher at once, each saving their
 * classes' registers one after another, as a school's teachers do at the start of a period. `absent` are marked
 * Absent, everyone else Present.
 */
export async function saveRound(
  gatewayUrl: string,
  agent: Agent,
  teachers: readonly SignedInTeacher[],
  { today, period, absent }: { today: string; period: number; absent: ReadonlySet<string> },
): Promise<RoundResult> {
  const times: number[] = [];
  const startedAt = performance.now();
  let lastSavedAt = startedAt;
  const save = async (teacher: SignedInTeacher, register: SubmitLectureInput) => {
    const started = performance.now();
    const answer = await request(`${gatewayUrl}/teacher/lectures`, {
      method: 'POST',
      headers: { ...teacher.headers, 'content-type': 'application/json' },
      body: JSON.stringify(register),
      dispatcher: agent,
    });
    const text = await answer.body.text();
    if (answer.statusCode !== 201) throw new Error(`POST /teacher/lectures answered ${answer.statusCode}: ${text}`);
    lastSavedAt = performance.now();
    times.push(lastSavedAt - started);
  };
  await Promise.all(
    teachers.map(async (teacher) => {
      for (const taught of teacher.classes)
        await save(teacher, {
          id: randomUUID(),
          subjectId: taught.subjectByPeriod[(period - 1) % taught.subjectByPeriod.length]!,
          heldOn: today,
          period,
          marks: taught.students.map((studentId) => ({ studentId, status: absent.has(studentId) ? 'absent' : 'present' })),
        });
    }),
  );
  return { times, startedAt, lastSavedAt };
}
