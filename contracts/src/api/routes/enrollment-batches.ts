import { dropManySchema, ENROLLMENT_BATCH_MAX, enrollmentBatchAnswer, enrollManySchema } from '../../enrollment-batches';
import { enrollmentBatchEndpoints } from '../endpoints/enrollment-batches';
import { defineRoutes } from '../route';
import { examples } from './enrollment-batches-examples';
import { examples as people } from './people-examples';

const managePeople = { tag: 'People', access: 'admin', permission: 'manage_people' } as const;

const perStudent =
  `One transaction, with an outcome per student: each of the (at most ${ENROLLMENT_BATCH_MAX}) students is checked ` +
  'by the rules of the single call, and the ones it refuses are answered in `refused` with its message while the ' +
  'others are saved. So a register-keeper who chose 40 reads "38 done, these 2 not, because …" and fixes only those ' +
  'two, instead of a whole list refused for one student; the answer is 200 even when every student was refused. A ' +
  'list that is wrong in itself (empty, too long, a student twice, an id that is no id) is refused whole (400), and ' +
  'so is a subject not found (404) or, for an enrolment, a core subject or a day outside its semester (409): then ' +
  'nothing changes.';

export const enrollmentBatchRoutes = defineRoutes(enrollmentBatchEndpoints, {
  enrolMany: {
    ...managePeople,
    summary: 'Enrol many students of a class in an elective from a day on, each with its own outcome',
    description: perStudent,
    body: enrollManySchema,
    bodyExample: { subjectId: people.enrollment.subjectId, studentIds: examples.studentIds, from: '2026-06-15' },
    answers: {
      200: {
        description: 'The enrolments made, and the students refused with why (already enrolled, not in the class, a clash)',
        schema: enrollmentBatchAnswer,
        example: { success: true, from: '2026-06-15', enrollments: examples.enrolled, refused: examples.refused },
      },
    },
    refusals: {
      404: 'The subject is not found',
      409: "A core subject, or a day outside the subject's semester",
    },
  },
  dropMany: {
    ...managePeople,
    summary: 'Drop many students from a subject from a day on, each with its own outcome',
    description: `\`from\` is the first day no longer enrolled: earlier marks stay, later lectures do not count. ${perStudent}`,
    body: dropManySchema,
    bodyExample: { subjectId: people.enrollment.subjectId, studentIds: examples.studentIds, from: '2026-09-01' },
    answers: {
      200: {
        description:
          'The enrolments ended, and the students refused with why (not enrolled, the day not after the enrolment began)',
        schema: enrollmentBatchAnswer,
        example: {
          success: true,
          from: '2026-09-01',
          enrollments: examples.enrolled.map((enrollment) => ({ ...enrollment, droppedOn: '2026-09-01' })),
          refused: [{ ...examples.refused[0]!, message: 'The student is not enrolled in this subject before that date' }],
        },
      },
    },
    refusals: { 404: 'The subject is not found' },
  },
});
