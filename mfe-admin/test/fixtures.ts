/** Sample data of the admin area's tests: one set per kind of thing, each named so tests read apart. */
import type {
  AcademicYearWithSemesters,
  ClassInfo,
  CustomRole,
  Enrollment,
  InstituteSettings,
  Permission,
  StaffMember,
  Student,
  Subject,
  Teacher,
  TimetableResponse,
} from '@rollcall/contracts';
import { signedInAdmin } from './area';

export { fixtureId as id } from '@rollcall/api-client/testing';
import { fixtureId as id } from '@rollcall/api-client/testing';

export const customRoleFixtures = {
  attendanceOffice: {
    id: id('a0000001', 1),
    name: 'Attendance office',
    permissions: ['correct_attendance', 'view_reports'],
    holders: 2,
  },
  timetableKeeper: { id: id('a0000001', 2), name: 'Timetable keeper', permissions: ['manage_setup'], holders: 0 },
} satisfies Record<string, CustomRole>;

const { attendanceOffice } = customRoleFixtures;

export const teacherFixtures = {
  meera: {
    id: id('b0000001', 1),
    name: 'Meera Iyer',
    email: 'meera@greenfield.edu',
    customRoles: [{ id: attendanceOffice.id, name: attendanceOffice.name }],
    subjectCount: 3,
  },
  vikram: { id: id('b0000001', 2), name: 'Vikram Sen', email: 'vikram@greenfield.edu', customRoles: [], subjectCount: 1 },
  anil: { id: id('b0000001', 3), name: 'Anil Das', email: 'anil@greenfield.edu', customRoles: [], subjectCount: 0 },
} satisfies Record<string, Teacher>;

/** The institute's admins: the signed-in one, who holds every permission, and one with a custom role. */
export const adminFixtures = {
  asha: {
    id: signedInAdmin.user.id,
    name: signedInAdmin.user.name,
    email: signedInAdmin.user.email,
    role: 'admin',
    customRoles: [],
  },
  kavya: {
    id: id('b0000002', 1),
    name: 'Kavya Menon',
    email: 'kavya@greenfield.edu',
    role: 'admin',
    customRoles: [{ id: attendanceOffice.id, name: attendanceOffice.name }],
  },
} satisfies Record<string, StaffMember>;

const year2026 = id('c0000001', 1);
const year2025 = id('c0000001', 2);

/** Two years, newest first, as GET /admin/academic-years answers: 2026–27 (two semesters) and 2025–26 (one). */
export const academicYearFixtures = {
  year2026: {
    id: year2026,
    name: '2026–27',
    startsOn: '2026-06-01',
    endsOn: '2027-05-31',
    semesters: [
      { id: id('c0000002', 1), academicYearId: year2026, name: 'Semester 1', startsOn: '2026-06-01', endsOn: '2026-11-30' },
      { id: id('c0000002', 2), academicYearId: year2026, name: 'Semester 2', startsOn: '2026-12-01', endsOn: '2027-05-31' },
    ],
  },
  year2025: {
    id: year2025,
    name: '2025–26',
    startsOn: '2025-06-01',
    endsOn: '2026-05-31',
    semesters: [
      { id: id('c0000002', 3), academicYearId: year2025, name: 'Semester 2', startsOn: '2025-12-01', endsOn: '2026-05-31' },
    ],
  },
} satisfies Record<string, AcademicYearWithSemesters>;

export const academicYears = [academicYearFixtures.year2026, academicYearFixtures.year2025];

export const semesterFixtures = {
  /** 2025–26's Semester 2, which covers January 2026: the subjects and the timetable are in it. */
  spring2026: academicYearFixtures.year2025.semesters[0]!,
  autumn2026: academicYearFixtures.year2026.semesters[0]!,
};

export const classFixtures = {
  tenA: {
    id: id('d0000001', 1),
    name: 'Class 10 A',
    classTeacherId: teacherFixtures.meera.id,
    studentCount: 32,
    archived: false,
  },
  tenB: { id: id('d0000001', 2), name: 'Class 10 B', classTeacherId: null, studentCount: 28, archived: false },
  sevenC: {
    id: id('d0000001', 3),
    name: 'Class 7 C',
    classTeacherId: teacherFixtures.vikram.id,
    studentCount: 0,
    archived: true,
  },
} satisfies Record<string, ClassInfo>;

const inSpring = {
  classId: classFixtures.tenA.id,
  className: 'Class 10 A',
  semesterId: semesterFixtures.spring2026.id,
  semesterName: semesterFixtures.spring2026.name,
};
const ref = ({ id: teacherId, name }: Teacher) => ({ id: teacherId, name });

export const subjectFixtures = {
  maths: {
    ...inSpring,
    id: id('e0000001', 1),
    name: 'Mathematics',
    code: 'MA101',
    kind: 'core',
    teachers: [ref(teacherFixtures.meera)],
    enrolledCount: 3,
    archived: false,
  },
  music: {
    ...inSpring,
    id: id('e0000001', 2),
    name: 'Music',
    code: 'MU201',
    kind: 'elective',
    teachers: [],
    enrolledCount: 1,
    archived: false,
  },
  latin: {
    ...inSpring,
    id: id('e0000001', 3),
    name: 'Latin',
    code: 'LA301',
    kind: 'elective',
    teachers: [ref(teacherFixtures.vikram)],
    enrolledCount: 0,
    archived: true,
  },
  /** Taught by two: Vikram first, then Meera. */
  physics: {
    ...inSpring,
    id: id('e0000001', 4),
    name: 'Physics',
    code: 'PH101',
    kind: 'core',
    teachers: [ref(teacherFixtures.vikram), ref(teacherFixtures.meera)],
    enrolledCount: 32,
    archived: false,
  },
} satisfies Record<string, Subject>;

const student = (n: number, name: string, rollNumber: string, more: Partial<Student> = {}): Student => ({
  id: id('f0000001', n),
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@greenfield.edu`,
  rollNumber,
  classId: classFixtures.tenA.id,
  className: 'Class 10 A',
  joinedOn: '2025-07-01',
  guardians: [],
  archived: false,
  ...more,
});

/** Class 10 A's students, and one archived without a class; roll numbers sort as a person reads them. */
export const studentFixtures = {
  asha: student(1, 'Asha Verma', '10A-10', {
    guardians: [{ id: id('f0000003', 1), name: 'Lakshmi Verma', email: 'lakshmi@mail.com' }],
  }),
  ravi: student(2, 'Ravi Kumar', '10A-2'),
  zoya: student(3, 'Zoya Khan', '10A-11'),
  kabir: student(4, 'Kabir Shah', '10A-1', { classId: null, className: null, joinedOn: null, archived: true }),
};

export const enrollmentFixtures = {
  ashaInMusic: {
    id: id('f0000002', 1),
    subjectId: subjectFixtures.music.id,
    studentId: studentFixtures.asha.id,
    studentName: 'Asha Verma',
    rollNumber: '10A-10',
    enrolledOn: '2026-01-05',
    droppedOn: null,
  },
  raviDroppedMusic: {
    id: id('f0000002', 2),
    subjectId: subjectFixtures.music.id,
    studentId: studentFixtures.ravi.id,
    studentName: 'Ravi Kumar',
    rollNumber: '10A-2',
    enrolledOn: '2026-01-05',
    droppedOn: '2026-02-01',
  },
} satisfies Record<string, Enrollment>;

/** Class 10 A's week: Mathematics (Meera) on Monday period 1, Physics (Vikram) on Tuesday period 2. */
export const timetableFixture = {
  success: true,
  classId: classFixtures.tenA.id,
  semesterId: semesterFixtures.spring2026.id,
  slots: [
    {
      id: id('f0000004', 1),
      subjectId: subjectFixtures.maths.id,
      subjectName: 'Mathematics',
      teacherId: teacherFixtures.meera.id,
      teacherName: 'Meera Iyer',
      weekday: 1,
      period: 1,
      startsAt: '09:00',
      endsAt: '09:45',
    },
    {
      id: id('f0000004', 2),
      subjectId: subjectFixtures.physics.id,
      subjectName: 'Physics',
      teacherId: teacherFixtures.vikram.id,
      teacherName: 'Vikram Sen',
      weekday: 2,
      period: 2,
      startsAt: '09:50',
      endsAt: '10:35',
    },
  ],
} satisfies TimetableResponse;

export const settingsFixture = {
  timeZone: 'Asia/Kolkata',
  attendanceThreshold: 75,
  dailySummaryAt: '18:00',
  dailySummaries: true,
  correctionWindowDays: 3,
  condonationFloor: 65,
  absenceAlerts: 'first-absence',
  consecutiveAbsenceDays: 3,
  alertMinimumLectures: 6,
  absenceAlertsToStudents: false,
} satisfies InstituteSettings;

/** Only what every admin may do: read. */
export const readOnlyPermissions: Permission[] = ['view_reports'];

/** Fixes today's date (at midnight here unless told the time), leaving the timers real so dialogs, notices and user events run as usual. */
export function freezeToday(day: string, time = '00:00') {
  freezeMoment(new Date(`${day}T${time}:00`));
}

/** Fixes the clock at a moment, whatever this device's time zone, leaving the timers real as `freezeToday` does. */
export function freezeMoment(now: Date) {
  jest.useFakeTimers({
    now,
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
