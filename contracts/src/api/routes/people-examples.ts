import { examples as setup } from './academic-setup-examples';

/** The people calls' examples: a teacher, a student of Grade 8 B with her mother, and her elective. */
const student = {
  id: '9a4e2c17-6b3d-4f85-a1c2-3e7d9b0f5a28',
  name: 'Ananya Iyer',
  email: 'ananya.iyer@students.sunrisepublicschool.edu.in',
  rollNumber: '8B-14',
  classId: setup.class.id,
  className: setup.class.name,
  joinedOn: '2026-04-01',
  guardians: [{ id: 'c7b1e5d3-2a4f-4c6e-9d8b-1f0a3e5c7b92', name: 'Lakshmi Iyer', email: 'lakshmi.iyer@gmail.com' }],
  archived: false,
};

const subjectId = 'e2f4a6c8-1b3d-4e5f-8a7b-9c0d2e4f6a81';

const csv = (...lines: string[]) => `${lines.join('\n')}\n`;

export const examples = {
  teacher: {
    id: setup.teacherId,
    name: 'Priya Raghavan',
    email: 'priya.raghavan@sunrisepublicschool.edu.in',
    customRoles: [{ id: '4b6d8f0a-2c4e-4a6b-8d0f-1a3c5e7b9d24', name: 'Attendance coordinator' }],
    subjectCount: 3,
  },
  student,
  /** The second class, to move a student to. */
  classIdToMoveTo: '1e3a5c7e-9b2d-4f4a-8c6e-0a2b4c6d8e13',
  enrollment: {
    id: '6f8a0c2e-4b6d-4a8c-9e1f-3b5d7f9a1c46',
    subjectId,
    studentId: student.id,
    studentName: student.name,
    rollNumber: student.rollNumber,
    enrolledOn: '2026-06-15',
    droppedOn: null,
  },
  studentCsv: csv(
    'name,email,rollNumber,class,guardianName,guardianEmail',
    'Ananya Iyer,ananya.iyer@students.sunrisepublicschool.edu.in,8B-14,Grade 8 B,Lakshmi Iyer,lakshmi.iyer@gmail.com',
    'Rohan Mehta,rohan.mehta@students.sunrisepublicschool.edu.in,8B-15,Grade 8 B,,',
  ),
  studentPreviewRows: [
    {
      line: 2,
      name: 'Ananya Iyer',
      email: 'ananya.iyer@students.sunrisepublicschool.edu.in',
      rollNumber: '8B-14',
      className: 'Grade 8 B',
      guardianName: 'Lakshmi Iyer',
      guardianEmail: 'lakshmi.iyer@gmail.com',
    },
    {
      line: 3,
      name: 'Rohan Mehta',
      email: 'rohan.mehta@students.sunrisepublicschool.edu.in',
      rollNumber: '8B-15',
      className: 'Grade 8 B',
      guardianName: '',
      guardianEmail: '',
    },
  ],
  enrolmentCsv: csv('rollNumber,class,subjectCode,from', '8B-14,Grade 8 B,CS150,', '8B-15,Grade 8 B,CS150,2026-07-01'),
  enrolmentPreviewRows: [
    {
      line: 2,
      rollNumber: '8B-14',
      studentName: 'Ananya Iyer',
      className: 'Grade 8 B',
      subjectCode: 'CS150',
      subjectName: 'Computer Applications',
      enrolledOn: '2026-06-15',
    },
    {
      line: 3,
      rollNumber: '8B-15',
      studentName: 'Rohan Mehta',
      className: 'Grade 8 B',
      subjectCode: 'CS150',
      subjectName: 'Computer Applications',
      enrolledOn: '2026-07-01',
    },
  ],
  semester: {
    id: setup.semester.id,
    name: setup.semester.name,
    startsOn: setup.semester.startsOn,
    endsOn: setup.semester.endsOn,
  },
  teacherCsv: csv(
    'name,email',
    'Priya Raghavan,priya.raghavan@sunrisepublicschool.edu.in',
    'Suresh Nair,suresh.nair@sunrisepublicschool.edu.in',
  ),
  teacherPreviewRows: [
    { line: 2, name: 'Priya Raghavan', email: 'priya.raghavan@sunrisepublicschool.edu.in' },
    { line: 3, name: 'Suresh Nair', email: 'suresh.nair@sunrisepublicschool.edu.in' },
  ],
};
