/** Sample data of the teacher area's tests. */
import { fixtureId as id, ok } from '@rollcall/api-client/testing';
import type { AbsenceStreak, RosterStudent, TeacherSubject, TodayLecture, TodayResponse } from '@rollcall/contracts';

export const TODAY = '2026-11-23';
export const TODAY_WRITTEN = 'Monday 23 November';

const inAutumn = {
  semesterId: id('c0000002', 1),
  semesterName: 'Semester 1',
  startsOn: '2026-06-01',
  endsOn: '2026-11-30',
};

export const subjectFixtures = {
  maths: {
    ...inAutumn,
    id: id('e0000001', 1),
    name: 'Mathematics',
    code: 'MA101',
    kind: 'core',
    classId: id('d0000001', 1),
    className: 'Class 10 A',
    studentCount: 60,
  },
  physics: {
    ...inAutumn,
    id: id('e0000001', 2),
    name: 'Physics',
    code: 'PH101',
    kind: 'core',
    classId: id('d0000001', 2),
    className: 'Class 10 B',
    studentCount: 3,
  },
  /** Of a semester that has ended: no extra lecture can be started for it. */
  oldChemistry: {
    id: id('e0000001', 3),
    name: 'Chemistry',
    code: 'CH090',
    kind: 'elective',
    classId: id('d0000001', 1),
    className: 'Class 10 A',
    semesterId: id('c0000002', 3),
    semesterName: 'Semester 2 (2025–26)',
    startsOn: '2025-12-01',
    endsOn: '2026-05-31',
    studentCount: 1,
  },
} satisfies Record<string, TeacherSubject>;

const { maths, physics } = subjectFixtures;

export const lectureFixtures = {
  mathsNotTaken: {
    subjectId: maths.id,
    subjectName: maths.name,
    subjectCode: maths.code,
    className: maths.className,
    period: 1,
    startsAt: '09:00',
    endsAt: '09:50',
    lectureId: null,
    cover: false,
  },
  physicsTaken: {
    subjectId: physics.id,
    subjectName: physics.name,
    subjectCode: physics.code,
    className: physics.className,
    period: 3,
    startsAt: '11:00',
    endsAt: '11:50',
    lectureId: id('a1000001', 1),
    present: 52,
    absent: 8,
    cover: false,
  },
} satisfies Record<string, TodayLecture>;

/** Chemistry of Class 9 C, whose own teacher is away: taken as cover today. */
export const coverLecture: TodayLecture = {
  subjectId: id('e0000001', 9),
  subjectName: 'Chemistry',
  subjectCode: 'CH091',
  className: 'Class 9 C',
  period: 2,
  startsAt: '10:00',
  endsAt: '10:50',
  lectureId: null,
  cover: true,
};

/** The day's calendar entry as Today receives it. */
export const calendarFixtures = {
  diwali: { kind: 'holiday', name: 'Diwali' },
  midTerms: { kind: 'exams', name: 'Mid-term examinations' },
  makeUpSaturday: { kind: 'follows', name: 'Make-up day for Diwali' },
} satisfies Record<string, NonNullable<TodayResponse['calendar']>>;

export const todayAnswer = (
  lectures: TodayLecture[] = Object.values(lectureFixtures),
  calendar: TodayResponse['calendar'] = null,
  absenceStreaks: AbsenceStreak[] = [],
) => ok({ date: TODAY, calendar, lectures, absenceStreaks });

/** Students of the teacher's class absent from every lecture on school days in a row, as Today lists them. */
export function absenceStreaksOf(count: number): AbsenceStreak[] {
  const names = ['Asha Verma', 'Ravi Kumar', 'Zoya Khan', 'Kabir Shah', 'Isha Nair'];
  return Array.from({ length: count }, (_, index) => ({
    studentId: id('f0000002', index + 1),
    name: names[index % names.length]!,
    rollNumber: `10A-${String(index + 1).padStart(2, '0')}`,
    className: 'Class 10 A',
    days: 3 + index,
    since: '2026-11-19',
  }));
}

/** Class 10 A: `count` students, roll numbers 10A-01 onwards. */
export function rosterOf(count: number): RosterStudent[] {
  const names = ['Asha Verma', 'Ravi Kumar', 'Zoya Khan', 'Kabir Shah', 'Isha Nair'];
  return Array.from({ length: count }, (_, index) => ({
    id: id('f0000001', index + 1),
    name: index < names.length ? names[index]! : `Student ${index + 1}`,
    rollNumber: `10A-${String(index + 1).padStart(2, '0')}`,
    onLeave: false,
  }));
}

export const rosterAnswer = (students: RosterStudent[], takenPeriods: number[] = [], busyPeriods: number[] = takenPeriods) =>
  ok({ date: TODAY, students, takenPeriods, busyPeriods });

export const subjectsAnswer = (subjects: TeacherSubject[] = Object.values(subjectFixtures)) => ok({ subjects });

export const rosterPath = (subjectId: string, date = TODAY) => `GET /teacher/subjects/${subjectId}/roster?date=${date}`;
