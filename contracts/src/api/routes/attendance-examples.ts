import { examples as setup } from './academic-setup-examples';

/**
 * Attendance's examples tell one story: Meera Iyer (Grade 8 B's class teacher) takes her Sanskrit register on
 * 14 January 2026 with Ishaan absent, then corrects him to Present the next morning.
 */
const teacher = { id: setup.teacherId, name: 'Meera Iyer' };
const office = { id: 'd8e9f0a1-b2c3-4d4e-8f5a-6b7c8d9e0f1a', name: 'Kavita Menon' };
const semester = { id: 'c2d4e6f8-1a3b-4c5d-8e7f-9a0b1c2d3e4f', name: 'Term 2', startsOn: '2025-11-03', endsOn: '2026-03-31' };
const sanskrit = { id: 'a7e3c1d9-4b2f-4e8a-9d6c-1f0b3e5a7c29', name: 'Sanskrit', code: 'SANS-8B' };
const mathematics = { id: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Mathematics', code: 'MATH-8B' };
const lectureId = 'e1f2a3b4-5c6d-4e7f-a8b9-c0d1e2f3a4b5';
const heldOn = '2026-01-14';

const students = [
  { id: 'b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e', name: 'Aarav Sharma', rollNumber: '8B-01' },
  { id: 'f6a7b8c9-d0e1-4f2a-b3c4-d5e6f7a8b9c0', name: 'Ananya Reddy', rollNumber: '8B-02' },
  { id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d', name: 'Ishaan Patel', rollNumber: '8B-03' },
] as const;
const [aarav, ananya, ishaan] = students;

const subjectOf = (subject: typeof sanskrit, kind: 'core' | 'elective', studentCount: number) => ({
  ...subject,
  kind,
  classId: setup.class.id,
  className: setup.class.name,
  semesterId: semester.id,
  semesterName: semester.name,
  startsOn: semester.startsOn,
  endsOn: semester.endsOn,
  studentCount,
});

const firstMark = (id: string, status: 'present' | 'absent') => ({
  id,
  status,
  recordedAt: '2026-01-14T05:12:40.120Z',
  recordedBy: teacher,
  source: 'teacher' as const,
  reason: null,
});

const correction = {
  id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  status: 'present' as const,
  recordedAt: '2026-01-15T04:05:11.532Z',
  recordedBy: teacher,
  source: 'teacher' as const,
  reason: 'Arrived late with a note from the gate',
};

const summary = {
  id: lectureId,
  subjectId: sanskrit.id,
  subjectName: sanskrit.name,
  subjectCode: sanskrit.code,
  className: setup.class.name,
  heldOn,
  period: 3,
  takenBy: teacher,
  present: 3,
  absent: 0,
  corrections: 1,
};

export const examples = {
  office,
  today: {
    date: heldOn,
    calendar: null,
    lectures: [
      {
        subjectId: sanskrit.id,
        subjectName: sanskrit.name,
        subjectCode: sanskrit.code,
        className: setup.class.name,
        period: 3,
        startsAt: '10:40',
        endsAt: '11:20',
        lectureId,
        present: 2,
        absent: 1,
        cover: false,
      },
      {
        subjectId: mathematics.id,
        subjectName: mathematics.name,
        subjectCode: mathematics.code,
        className: setup.class.name,
        period: 5,
        startsAt: '12:20',
        endsAt: '13:00',
        lectureId: null,
        cover: true,
      },
    ],
    absenceStreaks: [
      {
        studentId: ishaan.id,
        name: ishaan.name,
        rollNumber: ishaan.rollNumber,
        className: setup.class.name,
        days: 3,
        since: '2026-01-12',
      },
    ],
  },
  subjects: [subjectOf(sanskrit, 'elective', students.length), subjectOf(mathematics, 'core', setup.class.studentCount)],
  roster: {
    date: heldOn,
    students: students.map((student) => ({ ...student, onLeave: student === ishaan })),
    takenPeriods: [],
    busyPeriods: [2],
  },
  register: {
    id: lectureId,
    subjectId: sanskrit.id,
    heldOn,
    period: 3,
    marks: [
      { studentId: aarav.id, status: 'present' },
      { studentId: ananya.id, status: 'present' },
      { studentId: ishaan.id, status: 'absent' },
    ],
  },
  taken: { id: lectureId, present: 2, absent: 1 },
  lectures: [summary],
  record: {
    timeZone: 'Asia/Kolkata',
    lecture: { ...summary, correctableUntil: '2026-01-21', canCorrect: true },
    marks: [
      {
        studentId: aarav.id,
        name: aarav.name,
        rollNumber: aarav.rollNumber,
        current: firstMark('0d1e2f3a-4b5c-4d6e-9f7a-8b9c0d1e2f3a', 'present'),
        earlier: [],
      },
      {
        studentId: ananya.id,
        name: ananya.name,
        rollNumber: ananya.rollNumber,
        current: firstMark('3c4d5e6f-7a8b-4c9d-a0e1-f2a3b4c5d6e7', 'present'),
        earlier: [],
      },
      {
        studentId: ishaan.id,
        name: ishaan.name,
        rollNumber: ishaan.rollNumber,
        current: correction,
        earlier: [firstMark('5e6f7a8b-9c0d-4e1f-b2a3-c4d5e6f7a8b9', 'absent')],
      },
    ],
  },
  correctionInput: { studentId: ishaan.id, status: 'present', reason: correction.reason },
  corrected: { mark: correction, lecture: { id: lectureId, present: 3, absent: 0 } },
  officeCorrected: {
    mark: { ...correction, recordedBy: office, source: 'office' as const, reason: 'Was on the school’s quiz team that period' },
    lecture: { id: lectureId, present: 3, absent: 0 },
  },
};
