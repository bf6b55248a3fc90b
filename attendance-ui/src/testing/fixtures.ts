/**
 * Sample lectures of the attendance views' tests (`@rollcall/attendance-ui/testing`), for the library and for
 * the remotes that show it: one lecture with a corrected mark, one without.
 */
import { fixtureId as id } from '@rollcall/api-client/testing';
import type {
  AttendanceReportResponse,
  LectureDetailResponse,
  LectureSummary,
  MarkVersion,
  ReportRow,
  StudentMarkHistory,
} from '@rollcall/contracts';

const meera = { id: id('b0000001', 1), name: 'Meera Iyer' };
const office = { id: id('b0000002', 1), name: 'Kavya Menon' };

export const lectureFixtures = {
  /** MA101, 12 Jan 2026 period 2: Asha Rao marked absent by the teacher, corrected twice since. */
  maths: {
    id: id('c1000001', 1),
    subjectId: id('e0000001', 1),
    subjectName: 'Mathematics',
    subjectCode: 'MA101',
    className: 'Class 10 A',
    heldOn: '2026-01-12',
    period: 2,
    takenBy: meera,
    present: 2,
    absent: 1,
    corrections: 1,
  },
  physics: {
    id: id('c1000001', 2),
    subjectId: id('e0000001', 4),
    subjectName: 'Physics',
    subjectCode: 'PH101',
    className: 'Class 10 A',
    heldOn: '2026-01-13',
    period: 1,
    takenBy: meera,
    present: 52,
    absent: 8,
    corrections: 0,
  },
} satisfies Record<string, LectureSummary>;

const version = (n: number, more: Partial<MarkVersion> & Pick<MarkVersion, 'status'>): MarkVersion => ({
  id: id('c2000001', n),
  recordedAt: '2026-01-12T04:00:00.000Z',
  recordedBy: meera,
  source: 'teacher',
  reason: null,
  ...more,
});

const student = (n: number, rollNumber: string, name: string, current: MarkVersion, earlier: MarkVersion[] = []) =>
  ({ studentId: id('f0000001', n), rollNumber, name, current, earlier }) satisfies StudentMarkHistory;

export const markFixtures = {
  anil: student(1, 'R-001', 'Anil Kumar', version(1, { status: 'present' })),
  bina: student(2, 'R-002', 'Bina Das', version(2, { status: 'absent' })),
  /** Present at first, Absent by the teacher's correction, Present again by the office's: three versions. */
  asha: student(
    3,
    'R-003',
    'Asha Rao',
    version(5, {
      status: 'present',
      recordedAt: '2026-01-13T06:30:00.000Z',
      recordedBy: office,
      source: 'office',
      reason: 'Medical certificate shown',
    }),
    [
      version(4, { status: 'absent', recordedAt: '2026-01-12T10:00:00.000Z', reason: 'Left after the roll call' }),
      version(3, { status: 'present' }),
    ],
  ),
};

/** GET /{area}/lectures/{maths}: correctable, with its three students by roll number. */
export const mathsRecord = (more: Partial<LectureDetailResponse['lecture']> = {}): LectureDetailResponse => ({
  success: true,
  timeZone: 'Asia/Kolkata',
  lecture: { ...lectureFixtures.maths, correctableUntil: '2026-01-14', canCorrect: true, ...more },
  marks: [markFixtures.anil, markFixtures.bina, markFixtures.asha],
});

/** The sample report's columns' subjects, by column: each mark of a row is of its column's first subject. */
const SAMPLE_SUBJECTS = ['MA101', 'PH101', 'MA101'];

const reportRow = (n: number, rollNumber: string, name: string, marks: string[], present: number, total: number): ReportRow => ({
  studentId: id('f0000001', n),
  rollNumber,
  name,
  className: 'Class 10 A',
  marks,
  markSubjects: marks.map((mark, at) => (mark ? [SAMPLE_SUBJECTS[at]!] : [])),
  present,
  total,
  percentage: total ? Math.round((present / total) * 1000) / 10 : null,
});

/** The semester and subject the sample report is of (the ids the remotes' fixtures give them too). */
export const reportSubjects = {
  semester: { id: id('c0000002', 1), name: 'Semester 1', startsOn: '2026-06-01', endsOn: '2026-11-30' },
  maths: { id: id('e0000001', 1), name: 'Mathematics', code: 'MA101', className: 'Class 10 A' },
};

/**
 * GET /{area}/reports/attendance: Class 10 A's three students over three lecture periods of Semester 1, Bina
 * below the 75% threshold, Asha not enrolled for the first lecture. `more` changes the answer (its filter).
 */
export const attendanceReport = (more: Partial<Omit<AttendanceReportResponse, 'success'>> = {}): AttendanceReportResponse => ({
  success: true,
  institute: { name: 'Greenfield High School' },
  filter: { semester: reportSubjects.semester, class: null, subject: null, student: null, from: '2026-06-01', to: '2026-11-30' },
  threshold: 75,
  issuedOn: '2026-11-23',
  columns: [
    { heldOn: '2026-07-01', period: 1, subjects: ['MA101'] },
    { heldOn: '2026-07-01', period: 2, subjects: ['PH101'] },
    { heldOn: '2026-07-02', period: 1, subjects: ['MA101'] },
  ],
  rows: [
    reportRow(1, 'R-001', 'Anil Kumar', ['P', 'P', 'P'], 3, 3),
    reportRow(2, 'R-002', 'Bina Das', ['A', 'P', 'A'], 1, 3),
    reportRow(3, 'R-003', 'Asha Rao', ['', 'P', 'P'], 2, 2),
  ],
  totals: { present: 6, total: 8, percentage: 75 },
  lectures: 3,
  ...more,
});

export { decided, leaveFixtures } from './leaveFixtures';
