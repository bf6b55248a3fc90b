import { examples as setup } from './academic-setup-examples';

/** The dashboard's and the reports' examples: Grade 8 B of the academic setup, in its first week of July. */
const semester = {
  id: '50d217b0-2693-4789-afce-c3e4ead1cdf8',
  name: 'Odd semester 2026',
  startsOn: '2026-06-15',
  endsOn: '2026-10-31',
};
const classB = { id: setup.class.id, name: setup.class.name };
const mathematics = { id: '32dfd3a8-6659-4f89-8f90-1a15275ccac0', name: 'Mathematics', code: 'MATH8B' };
const aarav = { id: '949fd688-a8f1-424d-a047-ac06c33c34f6', name: 'Aarav Sharma', rollNumber: '8B-01' };
const diya = { id: '84e19c96-c28f-4329-adfa-37535f44e621', name: 'Diya Iyer', rollNumber: '8B-02' };

const attendanceReport = {
  institute: { name: 'Vidya Niketan Public School, Pune' },
  filter: {
    semester,
    class: classB,
    subject: { ...mathematics, className: classB.name },
    student: null,
    from: '2026-07-01',
    to: '2026-07-03',
  },
  threshold: 75,
  issuedOn: '2026-07-06',
  columns: [
    { heldOn: '2026-07-01', period: 1, subjects: [mathematics.code] },
    { heldOn: '2026-07-02', period: 1, subjects: [mathematics.code] },
    { heldOn: '2026-07-03', period: 2, subjects: [mathematics.code] },
  ],
  rows: [
    {
      studentId: aarav.id,
      rollNumber: aarav.rollNumber,
      name: aarav.name,
      className: classB.name,
      marks: ['P', 'A', 'A'],
      markSubjects: [[mathematics.code], [mathematics.code], [mathematics.code]],
      present: 1,
      total: 3,
      percentage: 33.3,
    },
    {
      studentId: diya.id,
      rollNumber: diya.rollNumber,
      name: diya.name,
      className: classB.name,
      marks: ['P', 'P', 'P'],
      markSubjects: [[mathematics.code], [mathematics.code], [mathematics.code]],
      present: 3,
      total: 3,
      percentage: 100,
    },
  ],
  totals: { present: 4, total: 6, percentage: 66.7 },
  lectures: 3,
};

const dashboard = {
  date: '2026-07-06',
  timeZone: 'Asia/Kolkata',
  threshold: 75,
  semester,
  today: { scheduled: 5, taken: 5, extra: 1, present: 171, absent: 19 },
  notTaken: [
    {
      slotId: 'e378121c-af62-4f21-a299-49f6cfe6f0dd',
      period: 3,
      startsAt: '10:30',
      endsAt: '11:15',
      classId: classB.id,
      className: classB.name,
      subjectId: mathematics.id,
      subjectName: mathematics.name,
      subjectCode: mathematics.code,
      teacherId: setup.teacherId,
      teacherName: 'Meera Krishnan',
    },
  ],
  trend: {
    daily: [
      { date: '2026-07-03', present: 182, total: 200, percentage: 91 },
      { date: '2026-07-04', present: 0, total: 0, percentage: null },
      { date: '2026-07-05', present: 0, total: 0, percentage: null },
      { date: '2026-07-06', present: 171, total: 190, percentage: 90 },
    ],
    weekly: [
      { date: '2026-06-29', present: 905, total: 1000, percentage: 90.5 },
      { date: '2026-07-06', present: 171, total: 190, percentage: 90 },
    ],
    monthly: [
      { date: '2026-06-01', present: 1620, total: 1800, percentage: 90 },
      { date: '2026-07-01', present: 895, total: 990, percentage: 90.4 },
    ],
  },
  classes: [{ classId: classB.id, name: classB.name, present: 1240, total: 1368, percentage: 90.6 }],
  subjects: [
    {
      subjectId: mathematics.id,
      name: mathematics.name,
      code: mathematics.code,
      className: classB.name,
      present: 310,
      total: 342,
      percentage: 90.6,
    },
  ],
  counts: { classes: 1, subjects: 1, notTaken: 1 },
  belowThreshold: {
    count: 1,
    students: [
      {
        studentId: aarav.id,
        name: aarav.name,
        rollNumber: aarav.rollNumber,
        className: classB.name,
        percentage: 71.2,
        subjectsBelow: 2,
        lowest: { subjectId: mathematics.id, name: mathematics.name, code: mathematics.code, percentage: 61.1 },
      },
    ],
  },
};

/** A school halfway through its first run: the year, classes, teachers and subjects are in, the students are next. */
const setupProgress = {
  steps: [
    { key: 'years' as const, done: true, count: 2 },
    { key: 'classes' as const, done: true, count: 4 },
    { key: 'teachers' as const, done: true, count: 6 },
    { key: 'subjects' as const, done: true, count: 18 },
    { key: 'students' as const, done: false, count: 0 },
    { key: 'timetable' as const, done: false, count: 0 },
    { key: 'settings' as const, done: false, count: 0 },
  ],
};

export const examples = { attendanceReport, dashboard, setupProgress };
