import { examples as setup } from './academic-setup-examples';
import { examples as people } from './people-examples';

const { student } = people;
const grantedBy = { id: 'd3b5f7a9-1c2e-4d4f-8a6b-7c9e0f1a2b3c', name: 'Meera Nair' };

/** Eligibility's examples: Ananya of Grade 8 B, short in Mathematics until a medical certificate is condoned. */
export const examples = {
  eligibility: {
    threshold: setup.settings.attendanceThreshold,
    condonationFloor: 65,
    asOf: '2026-09-21',
    semester: {
      id: setup.semester.id,
      name: setup.semester.name,
      startsOn: setup.semester.startsOn,
      endsOn: setup.semester.endsOn,
    },
    students: [
      {
        studentId: student.id,
        name: student.name,
        rollNumber: student.rollNumber,
        className: student.className,
        subjects: [
          {
            subjectId: setup.subject.id,
            code: setup.subject.code,
            name: setup.subject.name,
            present: 70,
            total: 100,
            condoned: 3,
            percentage: 73,
            status: 'condonable' as const,
            lecturesLeft: 6,
            maxReachable: 74.5,
            canMiss: 0,
          },
        ],
      },
    ],
  },
  condonation: {
    id: '2e4c6a8b-0d1f-4a3c-9e5b-7d9f1b3d5a7c',
    studentId: student.id,
    subjectId: setup.subject.id,
    lectures: 3,
    reason: 'Hospitalised with dengue',
    reference: 'Medical certificate MC/2026/117',
    grantedBy,
    grantedAt: '2026-09-18T06:12:40.000Z',
    withdrawnBy: null,
    withdrawnAt: null,
  },
};
