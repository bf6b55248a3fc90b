import type { DemoSignIn } from '@rollcall/contracts';
import { createPool } from '../../services/src/db/pool';
import { teacherPaths } from '../../mfe-teacher/src/common/paths';
import { generateInstitute } from '../attendance/generate';

const ROSTER = 60;
const PAST_DAYS = 30;
const DAY_MS = 86_400_000;

export interface RegisterTeacher {
  signIn: Pick<DemoSignIn, 'role' | 'email' | 'password'>;
  /** The take-attendance screen of today's first period of their 60-student subject. */
  takePath: string;
}

/**
 * A teacher whose subject has 60 students (the demo institute's classes have 40), in an institute of their own
 * written straight to the database as its owner, as bench/attendance makes its school.
 */
export async function registerTeacher(databaseOwnerUrl: string): Promise<RegisterTeacher> {
  const pool = createPool(databaseOwnerUrl, () => {});
  try {
    const institute = await generateInstitute(pool, {
      students: ROSTER,
      classSize: ROSTER,
      teachers: 1,
      rosterSize: ROSTER,
      pastDays: PAST_DAYS,
    });
    const teacher = institute.teachers[0]!;
    if (teacher.roster.length !== ROSTER) throw new Error(`the register has ${teacher.roster.length} students, not ${ROSTER}`);
    const today = new Date(Date.parse(`${institute.firstDay}T00:00:00Z`) + PAST_DAYS * DAY_MS).toISOString().slice(0, 10);
    return {
      signIn: { role: 'teacher', email: teacher.email, password: institute.password },
      takePath: `/teacher/${teacherPaths.take({ subjectId: teacher.subjectId, heldOn: today, period: 1 })}`,
    };
  } finally {
    await pool.end();
  }
}
