import {
  createStudentSchema,
  peopleMessages,
  studentFieldsSchema,
  studentListQuerySchema,
  transferStudentSchema,
  type RemovedOrArchivedResponse,
  type StudentListResponse,
  type StudentResponse,
} from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { letterheadOf } from '../credentials/queue-credentials';
import { inTenant } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { refusalError, valueOrHttpError } from '../http/refusal-error';
import { adminHolding } from '../permissions/admin-holding';
import { createRouter, type RouteDependencies } from '../http/routes';
import { admitStudents } from './admit-students';
import { guardianIdsOf, deleteChildlessParents } from './guardian-store';
import { replaceGuardians } from './guardianship';
import { transferStudent } from './membership-store';
import { studentRefusals } from './student-refusals';
import { findStudent, listStudents, removeStudent, updateStudentDetails } from './student-store';

/**
 * The admin admits students into classes with their guardians, lists, edits, transfers and removes them. New
 * students and new parents get their sign-in details by mail.
 */
export function studentRoutes({ pool, kickOutbox, loginUrl }: RouteDependencies) {
  const router = createRouter();
  const managePeople = adminHolding(pool, 'manage_people');
  const studentId = (id: string | undefined) => pathId(id, peopleMessages.studentNotFound);

  router.post('/admin/students', managePeople, async (ctx) => {
    const input = parseWith(createStudentSchema, ctx.request.body);
    const student = await inTenant(pool, ctx.state, async (db, instituteId) => {
      const letterhead = await letterheadOf(db, instituteId, loginUrl);
      const admission = await admitStudents(
        db,
        instituteId,
        [{ ...input, joinedOn: input.joinedOn ?? null, guardians: input.guardians ?? [] }],
        letterhead,
      );
      // Thrown inside the transaction, so nothing of the student stays.
      if (!admission.ok) throw refusalError(admission.problems[0]!.reason, studentRefusals, admission.problems[0]!.message);
      return valueOrHttpError(await findStudent(db, instituteId, admission.ids[0]!), studentRefusals);
    });
    kickOutbox();
    reply<StudentResponse>(ctx, 201, { success: true, student });
  });

  router.get('/admin/students', managePeople, async (ctx) => {
    const { classId } = parseWith(studentListQuerySchema, ctx.query);
    const students = await inTenant(pool, ctx.state, (db, instituteId) => listStudents(db, instituteId, classId));
    reply<StudentListResponse>(ctx, 200, { success: true, students });
  });

  router.put('/admin/students/:id', managePeople, async (ctx) => {
    const id = studentId(ctx.params.id);
    const { guardians, ...details } = parseWith(studentFieldsSchema, ctx.request.body);
    const student = await inTenant(pool, ctx.state, async (db, instituteId) => {
      valueOrHttpError(await updateStudentDetails(db, instituteId, id, details), studentRefusals);
      if (guardians) {
        const { elsewhere } = await replaceGuardians(
          db,
          instituteId,
          { studentId: id, guardians },
          await letterheadOf(db, instituteId, loginUrl),
        );
        if (elsewhere[0]) throw refusalError('conflict', studentRefusals, peopleMessages.guardianEmailElsewhere(elsewhere[0]));
      }
      return valueOrHttpError(await findStudent(db, instituteId, id), studentRefusals);
    });
    kickOutbox();
    reply<StudentResponse>(ctx, 200, { success: true, student });
  });

  router.post('/admin/students/:id/transfer', managePeople, async (ctx) => {
    const id = studentId(ctx.params.id);
    const { classId, on } = parseWith(transferStudentSchema, ctx.request.body);
    const student = await inTenant(pool, ctx.state, async (db, instituteId) => {
      valueOrHttpError(await transferStudent(db, instituteId, id, classId, on), studentRefusals);
      return valueOrHttpError(await findStudent(db, instituteId, id), studentRefusals);
    });
    reply<StudentResponse>(ctx, 200, { success: true, student });
  });

  router.delete('/admin/students/:id', managePeople, async (ctx) => {
    const id = studentId(ctx.params.id);
    const { archived } = await inTenant(pool, ctx.state, async (db, instituteId) => {
      const parents = await guardianIdsOf(db, instituteId, id);
      const removal = valueOrHttpError(await removeStudent(db, instituteId, id), studentRefusals);
      if (!removal.archived) await deleteChildlessParents(db, instituteId, parents);
      return removal;
    });
    reply<RemovedOrArchivedResponse>(ctx, 200, { success: true, archived });
  });

  return router;
}
