import { examples as people } from './people-examples';

const rohan = '3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e57';
const meera = '5e7a9c1b-3d5f-4b8d-9f2a-4c6e8a0b2d79';

/** Bulk examples: Ananya and Rohan chosen for the elective; Meera was enrolled already. */
export const examples = {
  studentIds: [people.student.id, rohan, meera],
  enrolled: [
    people.enrollment,
    {
      ...people.enrollment,
      id: '8a0c2e4f-6b8d-4c0e-9a2b-5d7f9b1d3e68',
      studentId: rohan,
      studentName: 'Rohan Mehta',
      rollNumber: '8B-15',
    },
  ],
  refused: [{ studentId: meera, studentName: 'Meera Pillai', rollNumber: '8B-16', message: 'Already enrolled' }],
};
