/** Sample eligibility lists and condonations of the admin area's tests. */
import type { Condonation, EligibilityResponse, EligibilityStudent, EligibilitySubject } from '@rollcall/contracts';
import { adminFixtures, classFixtures, id, semesterFixtures, studentFixtures, subjectFixtures } from './fixtures';

type Figures = Pick<
  EligibilitySubject,
  'present' | 'total' | 'condoned' | 'percentage' | 'status' | 'lecturesLeft' | 'maxReachable' | 'canMiss'
>;

const standing = ({ id: subjectId, code, name }: { id: string; code: string; name: string }, figures: Figures) => ({
  subjectId,
  code,
  name,
  ...figures,
});

const { maths, physics, music } = subjectFixtures;
const { asha, ravi } = studentFixtures;
const { autumn2026 } = semesterFixtures;

/** Asha: eligible in Mathematics, needs condonation in Physics (with 2 lectures condoned). */
export const ashaStanding: EligibilityStudent = {
  studentId: asha.id,
  name: asha.name,
  rollNumber: asha.rollNumber,
  className: classFixtures.tenA.name,
  subjects: [
    standing(maths, {
      present: 32,
      total: 40,
      condoned: 0,
      percentage: 80,
      status: 'eligible',
      lecturesLeft: 10,
      maxReachable: 84,
      canMiss: 5,
    }),
    standing(physics, {
      present: 26,
      total: 40,
      condoned: 2,
      percentage: 70,
      status: 'condonable',
      lecturesLeft: 6,
      maxReachable: 73.9,
      canMiss: 0,
    }),
  ],
};

/** Ravi: short in Mathematics, eligible in Physics. */
export const raviStanding: EligibilityStudent = {
  studentId: ravi.id,
  name: ravi.name,
  rollNumber: ravi.rollNumber,
  className: classFixtures.tenA.name,
  subjects: [
    standing(maths, {
      present: 22,
      total: 40,
      condoned: 0,
      percentage: 55,
      status: 'short',
      lecturesLeft: 10,
      maxReachable: 64,
      canMiss: 0,
    }),
    standing(physics, {
      present: 36,
      total: 40,
      condoned: 0,
      percentage: 90,
      status: 'eligible',
      lecturesLeft: 6,
      maxReachable: 91.3,
      canMiss: 6,
    }),
  ],
};

/** Meena of Class 10 B takes only Music, not held yet. */
export const meenaStanding: EligibilityStudent = {
  studentId: id('f0000001', 9),
  name: 'Meena Das',
  rollNumber: '10B-4',
  className: classFixtures.tenB.name,
  subjects: [
    standing(music, {
      present: 0,
      total: 0,
      condoned: 0,
      percentage: null,
      status: 'eligible',
      lecturesLeft: 12,
      maxReachable: 100,
      canMiss: 3,
    }),
  ],
};

/** The list as GET /admin/eligibility answers it, of these students (all three unless told). */
export const eligibilityList = (
  students: EligibilityStudent[] = [ashaStanding, raviStanding, meenaStanding],
): Omit<EligibilityResponse, 'success'> => ({
  threshold: 75,
  condonationFloor: 65,
  asOf: '2026-09-21',
  semester: { id: autumn2026.id, name: autumn2026.name, startsOn: autumn2026.startsOn, endsOn: autumn2026.endsOn },
  students,
});

const grantedBy = { id: adminFixtures.kavya.id, name: adminFixtures.kavya.name };

/** Asha's condonations, newest first: 2 Physics lectures in force, and 4 Mathematics ones withdrawn. */
export const condonationFixtures = {
  physicsMedical: {
    id: id('f0000005', 1),
    studentId: asha.id,
    subjectId: physics.id,
    lectures: 2,
    reason: 'Hospitalised with dengue',
    reference: 'MC/2026/117',
    grantedBy,
    grantedAt: '2026-09-18T06:12:40.000Z',
    withdrawnBy: null,
    withdrawnAt: null,
  },
  mathsSports: {
    id: id('f0000005', 2),
    studentId: asha.id,
    subjectId: maths.id,
    lectures: 4,
    reason: 'State athletics meet',
    reference: null,
    grantedBy,
    grantedAt: '2026-09-02T04:00:00.000Z',
    withdrawnBy: grantedBy,
    withdrawnAt: '2026-09-03T10:30:00.000Z',
  },
} satisfies Record<string, Condonation>;
