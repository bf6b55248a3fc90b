/** Sample data of the admin area's tests, one named export per kind of thing. */
import type { Permission } from '@rollcall/contracts';

const id = (n: number) => `5a7d1c2e-3b4f-4a6d-8e9f-${String(n).padStart(12, '0')}`;

/** Two years, newest first: 2026–27 (two semesters) and 2025–26 (one). */
export const sampleAcademicYears = [
  {
    id: id(101),
    name: '2026–27',
    startsOn: '2026-06-01',
    endsOn: '2027-05-31',
    semesters: [
      { id: id(111), academicYearId: id(101), name: 'Semester 1', startsOn: '2026-06-01', endsOn: '2026-11-30' },
      { id: id(112), academicYearId: id(101), name: 'Semester 2', startsOn: '2026-12-01', endsOn: '2027-05-31' },
    ],
  },
  {
    id: id(102),
    name: '2025–26',
    startsOn: '2025-06-01',
    endsOn: '2026-05-31',
    semesters: [{ id: id(121), academicYearId: id(102), name: 'Semester 2', startsOn: '2025-12-01', endsOn: '2026-05-31' }],
  },
];

export const sampleTeachers = [
  { id: id(201), name: 'Meera Iyer', email: 'meera@greenfield.edu', customRoles: [], subjectCount: 2 },
  { id: id(202), name: 'Rahul Das', email: 'rahul@greenfield.edu', customRoles: [], subjectCount: 1 },
  { id: id(203), name: 'Zoya Khan', email: 'zoya@greenfield.edu', customRoles: [], subjectCount: 0 },
];

export const sampleClasses = [
  { id: id(301), name: '8-A', classTeacherId: id(201), studentCount: 32, archived: false },
  { id: id(302), name: '10-B', classTeacherId: null, studentCount: 28, archived: false },
  { id: id(303), name: '7-C', classTeacherId: id(202), studentCount: 0, archived: true },
];

const subject = (n: number, name: string, code: string, teachers: typeof sampleTeachers) => ({
  id: id(n),
  classId: sampleClasses[0]!.id,
  className: '8-A',
  semesterId: sampleAcademicYears[0]!.semesters[0]!.id,
  semesterName: 'Semester 1',
  name,
  code,
  kind: 'core' as const,
  teachers: teachers.map(({ id: teacherId, name: teacherName }) => ({ id: teacherId, name: teacherName })),
  enrolledCount: 32,
  archived: false,
});

/** The subjects of 8-A in Semester 1 of 2026–27: Mathematics (Meera), Physics (Rahul or Meera). */
export const sampleSubjects = [
  subject(401, 'Mathematics', 'MATH8', [sampleTeachers[0]!]),
  subject(402, 'Physics', 'PHY8', [sampleTeachers[1]!, sampleTeachers[0]!]),
];

/** 8-A's week in Semester 1: Mathematics on Monday period 1, Physics on Tuesday period 2. */
export const sampleTimetable = {
  classId: sampleClasses[0]!.id,
  semesterId: sampleAcademicYears[0]!.semesters[0]!.id,
  slots: [
    {
      id: id(501),
      subjectId: id(401),
      subjectName: 'Mathematics',
      teacherId: id(201),
      teacherName: 'Meera Iyer',
      weekday: 1,
      period: 1,
      startsAt: '09:00',
      endsAt: '09:45',
    },
    {
      id: id(502),
      subjectId: id(402),
      subjectName: 'Physics',
      teacherId: id(202),
      teacherName: 'Rahul Das',
      weekday: 2,
      period: 2,
      startsAt: '09:50',
      endsAt: '10:35',
    },
  ],
};

export const sampleSettings = {
  timeZone: 'Asia/Kolkata',
  attendanceThreshold: 75,
  dailySummaryAt: '18:00',
  dailySummaries: true,
  correctionWindowDays: 3,
};

/** Only what every admin may do: read. */
export const readOnlyPermissions: Permission[] = ['view_reports'];

/** Fixes today's date (midnight here), leaving the timers real so dialogs, notices and user events run as usual. */
export function freezeToday(day: string) {
  jest.useFakeTimers({
    now: new Date(`${day}T00:00:00`),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'performance',
      'hrtime',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
}
