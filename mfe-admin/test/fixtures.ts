import type {
  AcademicYearWithSemesters,
  ClassInfo,
  CustomRole,
  Enrollment,
  Student,
  Subject,
  Teacher,
} from '@rollcall/contracts';

/** A valid v4 uuid ending in `n`, so fixtures read apart. */
const id = (group: string, n: number) => `${group}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const customRoleFixtures = {
  examCell: { id: id('a0000001', 1), name: 'Exam cell', permissions: ['view_reports', 'export_reports'], holders: 1 },
  timetabler: { id: id('a0000001', 2), name: 'Timetabler', permissions: ['manage_setup'], holders: 0 },
} satisfies Record<string, CustomRole>;

export const teacherFixtures = {
  meera: {
    id: id('b0000001', 1),
    name: 'Meera Iyer',
    email: 'meera@greenfield.edu',
    customRoles: [{ id: customRoleFixtures.examCell.id, name: 'Exam cell' }],
    subjectCount: 3,
  },
  vikram: { id: id('b0000001', 2), name: 'Vikram Sen', email: 'vikram@greenfield.edu', customRoles: [], subjectCount: 1 },
  anil: { id: id('b0000001', 3), name: 'Anil Das', email: 'anil@greenfield.edu', customRoles: [], subjectCount: 0 },
} satisfies Record<string, Teacher>;

/** Two years, newest first, as GET /admin/academic-years answers: 2025–26 covers 2026-01-15 with its Spring semester. */
export const academicYearFixtures = {
  current: {
    id: id('c0000001', 2),
    name: '2025–26',
    startsOn: '2025-07-01',
    endsOn: '2026-06-30',
    semesters: [
      { id: id('c0000002', 3), academicYearId: id('c0000001', 2), name: 'Autumn', startsOn: '2025-07-01', endsOn: '2025-12-20' },
      { id: id('c0000002', 4), academicYearId: id('c0000001', 2), name: 'Spring', startsOn: '2026-01-05', endsOn: '2026-06-30' },
    ],
  },
  previous: {
    id: id('c0000001', 1),
    name: '2024–25',
    startsOn: '2024-07-01',
    endsOn: '2025-06-30',
    semesters: [
      { id: id('c0000002', 1), academicYearId: id('c0000001', 1), name: 'Autumn', startsOn: '2024-07-01', endsOn: '2024-12-20' },
      { id: id('c0000002', 2), academicYearId: id('c0000001', 1), name: 'Spring', startsOn: '2025-01-06', endsOn: '2025-06-30' },
    ],
  },
} satisfies Record<string, AcademicYearWithSemesters>;

export const semesterFixtures = {
  spring2026: academicYearFixtures.current.semesters[1]!,
  autumn2025: academicYearFixtures.current.semesters[0]!,
};

export const classFixtures = {
  tenA: { id: id('d0000001', 1), name: 'Class 10 A', classTeacherId: teacherFixtures.meera.id, studentCount: 3, archived: false },
  tenB: { id: id('d0000001', 2), name: 'Class 10 B', classTeacherId: null, studentCount: 0, archived: false },
} satisfies Record<string, ClassInfo>;

const inSpring = {
  classId: classFixtures.tenA.id,
  className: 'Class 10 A',
  semesterId: semesterFixtures.spring2026.id,
  semesterName: 'Spring',
};

export const subjectFixtures = {
  maths: {
    ...inSpring,
    id: id('e0000001', 1),
    name: 'Mathematics',
    code: 'MA101',
    kind: 'core',
    teachers: [{ id: teacherFixtures.meera.id, name: 'Meera Iyer' }],
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
    teachers: [{ id: teacherFixtures.vikram.id, name: 'Vikram Sen' }],
    enrolledCount: 0,
    archived: true,
  },
} satisfies Record<string, Subject>;

const student = (n: number, name: string, rollNumber: string): Student => ({
  id: id('f0000001', n),
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@greenfield.edu`,
  rollNumber,
  classId: classFixtures.tenA.id,
  className: 'Class 10 A',
  joinedOn: '2025-07-01',
  guardians: [],
  archived: false,
});

export const studentFixtures = {
  asha: student(1, 'Asha Verma', '10A-01'),
  ravi: student(2, 'Ravi Kumar', '10A-02'),
  zoya: student(3, 'Zoya Khan', '10A-03'),
};

export const enrollmentFixtures = {
  ashaInMusic: {
    id: id('f0000002', 1),
    subjectId: subjectFixtures.music.id,
    studentId: studentFixtures.asha.id,
    studentName: 'Asha Verma',
    rollNumber: '10A-01',
    enrolledOn: '2026-01-05',
    droppedOn: null,
  },
  raviDroppedMusic: {
    id: id('f0000002', 2),
    subjectId: subjectFixtures.music.id,
    studentId: studentFixtures.ravi.id,
    studentName: 'Ravi Kumar',
    rollNumber: '10A-02',
    enrolledOn: '2026-01-05',
    droppedOn: '2026-02-01',
  },
} satisfies Record<string, Enrollment>;
