/** The roles' examples: one role, admin or teacher reads the same in every call. */
const attendanceOffice = {
  id: '2c7e9b14-6a3d-4f85-9b2e-1d4c8a6f0e37',
  name: 'Attendance office',
  permissions: ['correct_attendance' as const, 'view_reports' as const],
  holders: 2,
};
const reportReader = {
  id: '7a1f3d58-0c9b-4e26-8d47-5b3e9f2a6c14',
  name: 'Report reader',
  permissions: ['view_reports' as const, 'export_reports' as const],
  holders: 1,
};
const refOf = ({ id, name }: { id: string; name: string }) => ({ id, name });

export const examples = {
  attendanceOffice,
  reportReader,
  /** An admin without a custom role: she holds every permission. */
  asha: {
    id: '4e8b2f61-3c7a-4d19-a5e0-9f6d1b3c8a72',
    name: 'Asha Rao',
    email: 'asha.rao@greenvalleyschool.edu.in',
    role: 'admin' as const,
    customRoles: [],
  },
  kavya: {
    id: '9d3c5a27-8f1e-4b60-b4d2-6e0a7c9f1b85',
    name: 'Kavya Menon',
    email: 'kavya.menon@greenvalleyschool.edu.in',
    role: 'admin' as const,
    customRoles: [refOf(attendanceOffice)],
  },
  /** A teacher given the report reader role. */
  ravi: {
    id: 'b6f0e3a9-2d4c-4a87-9e1b-3c5d7f9a0e26',
    name: 'Ravi Kumar',
    email: 'ravi.kumar@greenvalleyschool.edu.in',
    role: 'teacher' as const,
    customRoles: [refOf(reportReader)],
  },
};
