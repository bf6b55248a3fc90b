import { peopleMessages } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { letterheadOf } from '../credentials/queue-credentials';
import { inTenant } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { refusalError, valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { admitStudents } from './admit-students';
import { deleteChildlessParents, guardianIdsOf } from './guardian-store';
import { replaceGuardians } from './guardianship';
import { transferStudent } from './membership-store';
import { queueStudentEvents } from './student-events';
import { studentRefusals } from './student-refusals';
import { findStudent, listStudents, removeStudent, updateStudentDetails } from './student-store';

/**
 * The admin admits students into classes with their guardians, lists, edits, transfers and removes them. New
 * students and new parents get their sign-in details by mail.
 */
export function studentRoutes({ pool, kickOutbox, loginUrl, googleSignIn }: RouteDependencies) {
  const router = createRouter();
  const studentId = (id: string) => pathId(id, peopleMessages.studentNotFound);

  serve(router, pool, routes.createStudent, async ({ body, state }) => {
    const student = await inTenant(pool, state, async (db, instituteId) => {
      const letterhead = await letterheadOf(db, instituteId, { loginUrl, googleSignIn });
      const admission = await admitStudents(
        db,
        instituteId,
        [{ ...body, joinedOn: body.joinedOn ?? null, guardians: body.guardians ?? [] }],
        letterhead,
      );
      // Thrown inside the transaction, so nothing of the student stays.
      if (!admission.ok) throw refusalError(admission.problems[0]!.reason, studentRefusals, admission.problems[0]!.message);
      return valueOrHttpError(await findStudent(db, instituteId, admission.ids[0]!), studentRefusals);
    });
    kickOutbox();
    return { status: 201, body: { success: true, student } };
  });

  serve(router, pool, routes.listStudents, async ({ query, state }) => {
    const students = await inTenant(pool, state, (db, instituteId) => listStudents(db, instituteId, query.classId));
    return { status: 200, body: { success: true, students } };
  });

  serve(router, pool, routes.updateStudent, async ({ params, body, state }) => {
    const id = studentId(params.id);
    const { guardians, ...details } = body;
    const student = await inTenant(pool, state, async (db, instituteId) => {
      valueOrHttpError(await updateStudentDetails(db, instituteId, id, details), studentRefusals);
      if (guardians) {
        const { elsewhere } = await replaceGuardians(
          db,
          instituteId,
          { studentId: id, guardians },
          await letterheadOf(db, instituteId, { loginUrl, googleSignIn }),
        );
        if (elsewhere[0]) throw refusalError('conflict', studentRefusals, peopleMessages.guardianEmailElsewhere(elsewhere[0]));
      }
      await queueStudentEvents(db, instituteId, 'student.updated', [id]);
      return valueOrHttpError(await findStudent(db, instituteId, id), studentRefusals);
    });
    kickOutbox();
    return { status: 200, body: { success: true, student } };
  });

  serve(router, pool, routes.transferStudent, async ({ params, body, state }) => {
    const id = studentId(params.id);
    const student = await inTenant(pool, state, async (db, instituteId) => {
      valueOrHttpError(await transferStudent(db, instituteId, id, body.classId, body.on), studentRefusals);
      await queueStudentEvents(db, instituteId, 'student.updated', [id]);
      return valueOrHttpError(await findStudent(db, instituteId, id), studentRefusals);
    });
    return { status: 200, body: { success: true, student } };
  });

  serve(router, pool, routes.removeStudent, async ({ params, state }) => {
    const id = studentId(params.id);
    const { archived } = await inTenant(pool, state, async (db, instituteId) => {
      const parents = await guardianIdsOf(db, instituteId, id);
      const removal = valueOrHttpError(await removeStudent(db, instituteId, id), studentRefusals);
      if (!removal.archived) await deleteChildlessParents(db, instituteId, parents);
      return removal;
    });
    return { status: 200, body: { success: true, archived } };
  });

  return router;
}
