import { withTenant } from '../../src/db/tenant';
import type { AdminArea } from './institute';
import { insertTeacher, instituteWithSetup } from './setup-data';

/** Days of the term, by weekday: 2030-01-07 is a Monday. */
export const days = {
  monday: '2030-01-14',
  tuesday: '2030-01-15',
  wednesday: '2030-01-16',
  saturday: '2030-01-19',
  sunday: '2030-01-20',
  nextMonday: '2030-01-21',
  /** A Monday after the term. */
  afterTerm: '2030-05-06',
} as const;

interface ScheduledRow {
  heldOn: string;
  slotId: string;
  teacherId: string;
  regularTeacherId: string;
  cover: boolean;
}

/**
 * A school for the calendar, set up through the API: Term 2 from 2030-01-07 to 2030-04-30; Grade 8 A learns
 * Mathematics from Priya (Monday period 1, Tuesday period 2), Grade 8 B Science from Arjun (Monday period 1,
 * Tuesday period 1) and English from Meera (Monday period 2). Meera also teaches Mathematics; Zara teaches nothing.
 */
export async function calendarSchool(area: AdminArea) {
  const { institute, setup } = await instituteWithSetup(area);
  const year = await setup.year('2029-30', '2029-07-01', '2030-06-30');
  const term = await setup.semester(year.id, 'Term 2', '2030-01-07', '2030-04-30');
  const classA = await setup.class('Grade 8 A');
  const classB = await setup.class('Grade 8 B');
  const teacher = (name: string) => insertTeacher(area.pool, institute.id, name);
  const priya = await teacher('Priya Sharma');
  const arjun = await teacher('Arjun Mehta');
  const meera = await teacher('Meera Iyer');
  const zara = await teacher('Zara Khan');
  const subject = async (classId: string, name: string, code: string, teacherIds: string[]) => {
    const made = await setup.subject({ classId, semesterId: term.id, name, code, kind: 'core' });
    await setup.call('PUT', `/admin/subjects/${made.id}/teachers`, { teacherIds });
    return made.id;
  };
  const maths = await subject(classA.id, 'Mathematics', 'MAT8', [priya, meera]);
  const science = await subject(classB.id, 'Science', 'SCI8', [arjun]);
  const english = await subject(classB.id, 'English', 'ENG8', [meera]);
  const slot = (subjectId: string, teacherId: string, weekday: number, period: number) => ({
    subjectId,
    teacherId,
    weekday,
    period,
    startsAt: `${String(8 + period).padStart(2, '0')}:00`,
    endsAt: `${String(8 + period).padStart(2, '0')}:50`,
  });
  const timetable = async (classId: string, slots: ReturnType<typeof slot>[]) => {
    const saved = await setup.call('PUT', '/admin/timetable', { classId, semesterId: term.id, slots });
    if (saved.status !== 200) throw new Error(`timetable: ${saved.status} ${JSON.stringify(saved.body)}`);
    const ids = saved.body.slots as { id: string; weekday: number; period: number }[];
    return (weekday: number, period: number) => ids.find((each) => each.weekday === weekday && each.period === period)!.id;
  };
  const slotOfA = await timetable(classA.id, [slot(maths, priya, 1, 1), slot(maths, priya, 2, 2)]);
  const slotOfB = await timetable(classB.id, [
    slot(science, arjun, 1, 1),
    slot(english, meera, 1, 2),
    slot(science, arjun, 2, 1),
  ]);
  const slots = {
    mathsMonday: slotOfA(1, 1),
    mathsTuesday: slotOfA(2, 2),
    scienceMonday: slotOfB(1, 1),
    englishMonday: slotOfB(1, 2),
    scienceTuesday: slotOfB(2, 1),
  };

  /** What scheduled_lectures() holds from … to, read as the application in the institute's tenant, slots by name. */
  const scheduled = (from: string, to: string) =>
    withTenant(area.applicationPool, institute.id, async (db) => {
      const { rows } = await db.query<ScheduledRow>(
        `SELECT to_char(held_on, 'YYYY-MM-DD') AS "heldOn", slot_id AS "slotId", teacher_id AS "teacherId",
                regular_teacher_id AS "regularTeacherId", cover
         FROM scheduled_lectures($1, $2, $3) ORDER BY held_on, period, class_id`,
        [institute.id, from, to],
      );
      const slotName = new Map(Object.entries(slots).map(([name, id]) => [id, name]));
      return rows
        .map(({ slotId, ...row }) => ({ ...row, slot: slotName.get(slotId) ?? slotId }))
        .sort((one, other) => one.heldOn.localeCompare(other.heldOn) || one.slot.localeCompare(other.slot));
    });

  return {
    institute,
    setup,
    term,
    classA: classA.id,
    classB: classB.id,
    teachers: { priya, arjun, meera, zara },
    subjects: { maths, science, english },
    slots,
    scheduled,
  };
}

export type CalendarSchool = Awaited<ReturnType<typeof calendarSchool>>;
