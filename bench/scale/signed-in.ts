import type { Pool } from '../../services/src/db/pool';
import type { DeployedStack } from '../api/deployed-stack';
import type { GeneratedInstitute } from '../attendance/generate';
import { PASSWORD } from '../semester/generate';
import type { ScaleInstitute } from './generate';

type SignIn = Awaited<ReturnType<DeployedStack['signIn']>>;

/** What the run needs of one generated institute, its people signed in through the gateway. */
export interface SignedInInstitute {
  generated: ScaleInstitute;
  admin: SignIn;
  /** The classes by name. */
  classes: string[];
  /** Students spread across the classes. */
  readers: SignIn[];
  /** Teachers of different classes first, with their subject's roster, for registerBook. */
  teachers: Array<SignIn & GeneratedInstitute['teachers'][number]>;
  /** The days registers may still be taken on: from the day after the last register the bench saved, to today. */
  registerDays: { firstDay: string; days: number };
}

/** Signs in the institute's admin, `readers` students and `teachers` teachers (a class's subjects in turn). */
export async function signedInInstitute(
  pool: Pool,
  deployed: DeployedStack,
  generated: ScaleInstitute,
  { readers, teachers }: { readers: number; teachers: number },
): Promise<SignedInInstitute> {
  const { instituteId } = generated;
  const classes = (
    await pool.query<{ id: string }>('SELECT id FROM classes WHERE institute_id = $1 ORDER BY name', [instituteId])
  ).rows.map((row) => row.id);
  const students = await pool.query<{ email: string }>(
    `SELECT u.email FROM students s JOIN users u ON u.id = s.id
     WHERE s.institute_id = $1 AND (right(s.roll_number, 5)::int - 1) % $2 = 0 ORDER BY s.roll_number LIMIT $3`,
    [instituteId, Math.max(1, Math.floor(generated.students / readers)), readers],
  );
  const taught = await pool.query<{ email: string; subject_id: string; roster: string[] }>(
    `SELECT u.email, t.subject_id,
            (SELECT array_agg(e.student_id ORDER BY e.student_id) FROM enrollments e
             WHERE e.institute_id = t.institute_id AND e.subject_id = t.subject_id) AS roster
     FROM subject_teachers t
     JOIN subjects s ON s.institute_id = t.institute_id AND s.id = t.subject_id
     JOIN classes c ON c.institute_id = s.institute_id AND c.id = s.class_id
     JOIN users u ON u.id = t.teacher_id
     WHERE t.institute_id = $1
     ORDER BY row_number() OVER (PARTITION BY c.id ORDER BY s.code), c.name
     LIMIT $2`,
    [instituteId, teachers],
  );
  // The timetable's periods (1 to 6) are taken every school day; the bench's registers take the periods after them.
  const days = await pool.query<{ first_day: string; days: number }>(
    `SELECT to_char(first_day, 'YYYY-MM-DD') AS first_day, ((now() AT TIME ZONE i.time_zone)::date - first_day + 1)::int AS days
     FROM institutes i,
          LATERAL (SELECT coalesce((SELECT max(held_on) + 1 FROM lectures WHERE institute_id = i.id AND period > 6), $2::date)
                   AS first_day) f
     WHERE i.id = $1`,
    [instituteId, generated.firstDay],
  );
  const signIn = (role: 'admin' | 'student' | 'teacher', email: string) => deployed.signIn(role, email, PASSWORD);
  return {
    generated,
    admin: await signIn('admin', generated.adminEmail),
    classes,
    readers: await Promise.all(students.rows.map((row) => signIn('student', row.email))),
    teachers: await Promise.all(
      taught.rows.map(async (row) => ({
        ...(await signIn('teacher', row.email)),
        email: row.email,
        subjectId: row.subject_id,
        roster: row.roster,
      })),
    ),
    registerDays: { firstDay: days.rows[0]!.first_day, days: days.rows[0]!.days },
  };
}
