/** The academic setup's examples: one entity reads the same in every call. */
const teacherId = '3f1c9a52-7d4e-4b8a-9c1f-2a6b8d0e4f71';
const academicYearId = '0aefd01c-93b8-4063-add3-a3d97d66024f';
const classId = '5d2a7c41-9e3b-4f6a-8d1c-7b0e2a4f6c93';
const semesterId = '6fa087b7-c97f-404e-9af8-f23be6eee2b1';
const subjectId = '40a31dc4-bfe6-46af-808b-d5b36d07ed7d';

const semester = { id: semesterId, academicYearId, name: 'Term 1', startsOn: '2026-04-01', endsOn: '2026-09-30' };
const secondSemester = {
  id: '1ded9a03-1ac6-4b85-b494-b4ec5cef9507',
  academicYearId,
  name: 'Term 2',
  startsOn: '2026-10-01',
  endsOn: '2027-03-31',
};

export const examples = {
  instituteId: '8b0e4a3c-5f6d-4e7a-8b9c-0d1e2f3a4b5c',
  teacherId,
  class: {
    id: classId,
    name: 'Grade 8 B',
    classTeacherId: teacherId,
    studentCount: 38,
    archived: false,
  },
  academicYear: { id: academicYearId, name: '2026-27', startsOn: '2026-04-01', endsOn: '2027-03-31' },
  semester,
  semesters: [semester, secondSemester],
  subject: {
    id: subjectId,
    classId,
    className: 'Grade 8 B',
    semesterId,
    semesterName: 'Term 1',
    name: 'Mathematics',
    code: 'MATH8',
    kind: 'core' as const,
    teachers: [{ id: teacherId, name: 'Priya Sharma' }],
    enrolledCount: 38,
    archived: false,
  },
  slot: {
    subjectId,
    teacherId,
    weekday: 1,
    period: 1,
    startsAt: '09:00',
    endsAt: '09:45',
  },
  periodTimes: [
    { period: 1, startsAt: '09:00', endsAt: '09:45' },
    { period: 2, startsAt: '09:50', endsAt: '10:35' },
    { period: 3, startsAt: '10:55', endsAt: '11:40' },
  ],
  slotId: 'fb064abf-941c-4364-89f4-31b5c8ec0beb',
  settings: {
    timeZone: 'Asia/Kolkata',
    attendanceThreshold: 75,
    dailySummaryAt: '18:30',
    dailySummaries: true,
    correctionWindowDays: 7,
    condonationFloor: 65,
    absenceAlerts: 'first-absence',
    consecutiveAbsenceDays: 3,
    alertMinimumLectures: 6,
    absenceAlertsToStudents: false,
  },
  subjectCsv:
    'class,name,code,kind,teachers\n' +
    'Grade 8 B,Mathematics,MATH8,Core,priya.sharma@school.edu.in\n' +
    'Grade 8 B,Computer Applications,CS150,Elective,"Priya Sharma; arjun.mehta@school.edu.in"\n',
  subjectPreviewRows: [
    { line: 2, className: 'Grade 8 B', name: 'Mathematics', code: 'MATH8', kind: 'core' as const, teachers: ['Priya Sharma'] },
    {
      line: 3,
      className: 'Grade 8 B',
      name: 'Computer Applications',
      code: 'CS150',
      kind: 'elective' as const,
      teachers: ['Priya Sharma', 'Arjun Mehta'],
    },
  ],
};
