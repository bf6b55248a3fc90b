/** Sample answers of the student and parent areas' tests. */
import { fixtureId as id, ok } from '@rollcall/api-client/testing';
import type {
  Child,
  LeaveRequest,
  MailPreferencesResponse,
  MarkStatus,
  PortalCalendarDays,
  StudentAttendanceResponse,
  StudentLecture,
  SubjectStanding,
} from '@rollcall/contracts';

export const TODAY = '2025-11-20';

export const semesterFixtures = {
  odd: { id: id('a0000001', 1), name: 'Odd semester 2025', startsOn: '2025-07-01', endsOn: '2025-11-30' },
  even: { id: id('a0000001', 2), name: 'Even semester 2025', startsOn: '2025-01-01', endsOn: '2025-05-31' },
};

const standing = {
  subjectId: '',
  kind: 'core',
  enrolledOn: '2025-07-01',
  droppedOn: null,
  lecturesLeft: 12,
  condoned: 0,
} satisfies Partial<SubjectStanding>;

/** One subject of each standing: on track, needing lectures, out of reach, and a dropped elective. */
export const subjectFixtures = {
  maths: {
    ...standing,
    subjectId: id('b0000001', 1),
    name: 'Mathematics',
    code: 'MA101',
    present: 9,
    total: 10,
    percentage: 90,
    lecturesNeeded: 0,
    status: 'eligible',
    maxReachable: 95.5,
    canMiss: 4,
  },
  physics: {
    ...standing,
    subjectId: id('b0000001', 2),
    name: 'Physics',
    code: 'PH101',
    present: 6,
    total: 9,
    percentage: 66.7,
    lecturesNeeded: 3,
    status: 'condonable',
    maxReachable: 85.7,
    canMiss: 2,
  },
  chemistry: {
    ...standing,
    subjectId: id('b0000001', 3),
    name: 'Chemistry',
    code: 'CH101',
    present: 2,
    total: 8,
    percentage: 25,
    lecturesNeeded: null,
    lecturesLeft: 4,
    status: 'short',
    maxReachable: 50,
    canMiss: 0,
  },
  french: {
    ...standing,
    subjectId: id('b0000001', 4),
    name: 'French',
    code: 'FR201',
    kind: 'elective',
    present: 2,
    total: 3,
    percentage: 66.7,
    droppedOn: '2025-10-15',
    lecturesNeeded: 0,
    lecturesLeft: 0,
    status: 'condonable',
    maxReachable: 66.7,
    canMiss: 0,
  },
} satisfies Record<string, SubjectStanding>;

const { maths, physics, chemistry, french } = subjectFixtures;
const P: MarkStatus = 'present';
const A: MarkStatus = 'absent';

/** Each day's lectures as [period, subject, mark]: 30 lectures in October and November, French until it was dropped. */
// biome-ignore format: one day a line reads as a timetable
const timetable: [string, [number, SubjectStanding, MarkStatus][]][] = [
  ['2025-10-06', [[1, maths, P], [2, physics, P], [3, french, P]]],
  ['2025-10-08', [[1, chemistry, A], [2, maths, P]]],
  ['2025-10-10', [[1, physics, A], [3, chemistry, P]]],
  ['2025-10-13', [[1, maths, P], [2, french, A], [4, physics, P]]],
  ['2025-10-14', [[2, chemistry, A], [3, french, P]]],
  ['2025-10-20', [[1, maths, A], [2, physics, P]]],
  ['2025-10-27', [[1, chemistry, A], [2, maths, P]]],
  ['2025-11-03', [[1, physics, A], [2, chemistry, A]]],
  ['2025-11-05', [[1, maths, P], [2, physics, P]]],
  ['2025-11-07', [[3, chemistry, P], [1, maths, P]]],
  ['2025-11-10', [[1, physics, P], [2, chemistry, A]]],
  ['2025-11-12', [[1, maths, P], [2, physics, A]]],
  ['2025-11-17', [[2, chemistry, A], [1, maths, P]]],
  ['2025-11-19', [[1, physics, P], [4, maths, P]]],
];

export const lectureFixtures: StudentLecture[] = timetable.flatMap(([heldOn, lectures], day) =>
  lectures.map(([period, subject, status], index) => ({
    lectureId: id('c0000001', day * 10 + index + 1),
    heldOn,
    period,
    subjectId: subject.subjectId,
    status,
  })),
);

export const studentFixture = { id: id('d0000001', 1), name: 'Aarav Sharma', rollNumber: '23', className: 'B.Sc. CS Year 2 - A' };

/** GET /student/attendance (and a child's): the odd semester of the fixtures, unless told otherwise. */
export function attendanceOf(overrides: Partial<StudentAttendanceResponse> = {}): StudentAttendanceResponse {
  return {
    success: true,
    student: studentFixture,
    threshold: 75,
    condonationFloor: 65,
    today: TODAY,
    semester: semesterFixtures.odd,
    semesters: [semesterFixtures.odd, semesterFixtures.even],
    overall: { present: 19, total: 30, percentage: 63.3 },
    // In the server's order: still enrolled first, then the dropped ones.
    subjects: [maths, physics, chemistry, french],
    lectures: lectureFixtures,
    calendar: [],
    ...overrides,
  };
}

/** Days of the odd semester without timetabled lectures: exams with none marked in September, Diwali between two marked days, a holiday still to come. */
export const calendarFixtures = {
  midSemesterExams: { kind: 'exams', name: 'Mid-semester examinations', startsOn: '2025-09-15', endsOn: '2025-09-19' },
  diwali: { kind: 'holiday', name: 'Diwali', startsOn: '2025-10-21', endsOn: '2025-10-23' },
  foundersDay: { kind: 'holiday', name: 'Founders’ Day', startsOn: '2025-11-24', endsOn: '2025-11-24' },
  /** Of Class 8 B only. */
  termTests: { kind: 'exams', name: 'Term tests', startsOn: '2025-11-24', endsOn: '2025-11-28' },
} satisfies Record<string, PortalCalendarDays>;

const { midSemesterExams, diwali, foundersDay, termTests } = calendarFixtures;

/** The odd semester with the holidays and exam days of Aarav's class. */
export const attendanceWithCalendar = () => attendanceOf({ calendar: [midSemesterExams, diwali, foundersDay] });

/** The even semester: one subject, all its lectures in February. */
export const evenSemesterAttendance = attendanceOf({
  semester: semesterFixtures.even,
  overall: { present: 2, total: 2, percentage: 100 },
  subjects: [{ ...maths, present: 2, total: 2, percentage: 100, lecturesLeft: 0 }],
  lectures: [
    { lectureId: id('c0000002', 1), heldOn: '2025-02-03', period: 1, subjectId: maths.subjectId, status: 'present' },
    { lectureId: id('c0000002', 2), heldOn: '2025-02-04', period: 2, subjectId: maths.subjectId, status: 'present' },
  ],
});

export const childFixtures = {
  aarav: { id: studentFixture.id, name: 'Aarav Sharma', className: 'B.Sc. CS Year 2 - A' },
  diya: { id: id('d0000001', 2), name: 'Diya Sharma', className: 'Class 8 B' },
} satisfies Record<string, Child>;

export const childrenAnswer = (children: Child[] = [childFixtures.aarav, childFixtures.diya]) => ok({ children });

export const diyaAttendance = attendanceOf({
  student: { id: childFixtures.diya.id, name: 'Diya Sharma', rollNumber: '7', className: 'Class 8 B' },
  overall: { present: 2, total: 2, percentage: 100 },
  semesters: [semesterFixtures.odd],
  subjects: [{ ...maths, present: 2, total: 2, percentage: 100 }],
  lectures: [{ lectureId: id('c0000003', 1), heldOn: '2025-11-18', period: 1, subjectId: maths.subjectId, status: 'present' }],
  calendar: [diwali, termTests],
});

/** GET /<role>/mail-preferences: the daily summary on, the alerts off, the institute sending at 18:00 in Kolkata. */
export function mailPreferencesAnswer(
  preferences: Partial<MailPreferencesResponse['preferences']> = {},
  schedule: Partial<MailPreferencesResponse['schedule']> = {},
) {
  return ok({
    preferences: {
      email: 'aarav@greenfield.edu',
      dailySummary: true,
      lowAttendanceAlerts: false,
      absenceAlerts: true,
      ...preferences,
    },
    schedule: { enabled: true, at: '18:00', timeZone: 'Asia/Kolkata', threshold: 75, ...schedule },
  });
}

const requestedBy = { id: id('e0000001', 1), name: 'Kavita Sharma' };
const office = { id: id('e0000001', 2), name: 'Office Admin' };

/** GET …/leave-requests, newest first: a pending on-duty of two periods, and a sick day approved with a note. */
export const leaveRequestFixtures = {
  sportsMeet: {
    id: id('e0000002', 2),
    studentId: studentFixture.id,
    kind: 'on-duty',
    startsOn: '2025-11-24',
    endsOn: '2025-11-25',
    periods: [2, 3],
    reason: 'Inter-college sports meet',
    status: 'pending',
    requestedBy,
    requestedAt: '2025-11-19T09:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
  },
  fever: {
    id: id('e0000002', 1),
    studentId: studentFixture.id,
    kind: 'leave',
    startsOn: '2025-11-12',
    endsOn: '2025-11-12',
    periods: null,
    reason: 'Fever',
    status: 'approved',
    requestedBy,
    requestedAt: '2025-11-12T07:00:00.000Z',
    decidedBy: office,
    decidedAt: '2025-11-12T10:00:00.000Z',
    decisionNote: 'Get well soon',
  },
} satisfies Record<string, LeaveRequest>;

export const leaveRequestsAnswer = (requests: LeaveRequest[] = [leaveRequestFixtures.sportsMeet, leaveRequestFixtures.fever]) =>
  ok({ leaveRequests: requests });

/** POST …/leave-requests: the request as the server keeps it, pending. */
export const leaveRequestCreated = (request: LeaveRequest) => ({ status: 201, body: { success: true, leaveRequest: request } });
