import type { ClassInfo, CustomRole, StaffMember, Student } from '@rollcall/contracts';
import { signedInAdmin } from './area';

export const sampleClasses: ClassInfo[] = [
  {
    id: '5a0c1e2f-3b4d-4e5f-8a6b-000000000101',
    name: 'Grade 10 A',
    classTeacherId: null,
    studentCount: 2,
    archived: false,
  },
  {
    id: '5a0c1e2f-3b4d-4e5f-8a6b-000000000102',
    name: 'Grade 10 B',
    classTeacherId: null,
    studentCount: 1,
    archived: false,
  },
];

export const sampleStudents: Student[] = [
  {
    id: '6b1d2f3a-4c5e-4f6a-9b7c-000000000201',
    name: 'Meera Iyer',
    email: 'meera@greenfield.edu',
    rollNumber: '10',
    classId: '5a0c1e2f-3b4d-4e5f-8a6b-000000000101',
    className: 'Grade 10 A',
    joinedOn: '2026-06-01',
    guardians: [{ id: '7c2e3a4b-5d6f-4a7b-8c8d-000000000301', name: 'Lakshmi Iyer', email: 'lakshmi@mail.com' }],
    archived: false,
  },
  {
    id: '6b1d2f3a-4c5e-4f6a-9b7c-000000000202',
    name: 'Arjun Das',
    email: 'arjun@greenfield.edu',
    rollNumber: '2',
    classId: '5a0c1e2f-3b4d-4e5f-8a6b-000000000101',
    className: 'Grade 10 A',
    joinedOn: '2026-06-01',
    guardians: [],
    archived: false,
  },
  {
    id: '6b1d2f3a-4c5e-4f6a-9b7c-000000000203',
    name: 'Zoya Khan',
    email: 'zoya@greenfield.edu',
    rollNumber: '1',
    classId: null,
    className: null,
    joinedOn: null,
    guardians: [],
    archived: true,
  },
];

export const sampleRoles: CustomRole[] = [
  {
    id: '8d3f4b5c-6e7a-4b8c-9d9e-000000000401',
    name: 'Attendance office',
    permissions: ['correct_attendance', 'view_reports'],
    holders: 2,
  },
  { id: '8d3f4b5c-6e7a-4b8c-9d9e-000000000402', name: 'Timetable keeper', permissions: ['manage_setup'], holders: 0 },
];

export const sampleAdmins: StaffMember[] = [
  { id: signedInAdmin.user.id, name: signedInAdmin.user.name, email: signedInAdmin.user.email, role: 'admin', customRoles: [] },
  {
    id: '9e4a5c6d-7f8b-4c9d-8e0f-000000000501',
    name: 'Vikram Sen',
    email: 'vikram@greenfield.edu',
    role: 'admin',
    customRoles: [{ id: '8d3f4b5c-6e7a-4b8c-9d9e-000000000401', name: 'Attendance office' }],
  },
];
