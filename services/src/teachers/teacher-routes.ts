import {
  type SuccessResponse,
  type TeacherListResponse,
  type TeacherResponse,
  teacherFieldsSchema,
  setupMessages,
} from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { letterheadOf } from '../credentials/queue-credentials';
import { inTenant, tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { refusalError, valueOrHttpError } from '../http/refusal-error';
import { adminHolding } from '../permissions/admin-holding';
import { createRouter, type RouteDependencies } from '../http/routes';
import { admitTeachers } from './admit-teachers';
import { teacherRefusals } from './teacher-refusals';
import { deleteTeacher, findTeacher, listTeachers, updateTeacher } from './teacher-store';

/** The admin adds, lists, edits and removes the institute's teachers; a new teacher gets their sign-in details by mail. */
export function teacherRoutes({ pool, kickOutbox, loginUrl }: RouteDependencies) {
  const router = createRouter();
  const managePeople = adminHolding(pool, 'manage_people');
  const teacherId = (id: string | undefined) => pathId(id, setupMessages.teacherNotFound);

  router.post('/admin/teachers', managePeople, async (ctx) => {
    const input = parseWith(teacherFieldsSchema, ctx.request.body);
    const teacher = await inTenant(pool, ctx.state, async (db, instituteId) => {
      const { created, taken } = await admitTeachers(db, instituteId, [input], await letterheadOf(db, instituteId, loginUrl));
      // Thrown inside the transaction, so it rolls back.
      if (taken.length > 0) throw refusalError('duplicate-email', teacherRefusals);
      const { id, name, email } = created[0]!;
      return { id, name, email, customRoles: [], subjectCount: 0 };
    });
    kickOutbox();
    reply<TeacherResponse>(ctx, 201, { success: true, teacher });
  });

  router.get('/admin/teachers', managePeople, async (ctx) => {
    const teachers = await inTenant(pool, ctx.state, (db, instituteId) => listTeachers(db, instituteId));
    reply<TeacherListResponse>(ctx, 200, { success: true, teachers });
  });

  router.put('/admin/teachers/:id', managePeople, async (ctx) => {
    const id = teacherId(ctx.params.id);
    const input = parseWith(teacherFieldsSchema, ctx.request.body);
    const teacher = await inTenant(pool, ctx.state, async (db, instituteId) => {
      valueOrHttpError(await updateTeacher(db, instituteId, id, input), teacherRefusals);
      return valueOrHttpError(await findTeacher(db, instituteId, id), teacherRefusals);
    });
    reply<TeacherResponse>(ctx, 200, { success: true, teacher });
  });

  router.delete('/admin/teachers/:id', managePeople, async (ctx) => {
    const id = teacherId(ctx.params.id);
    await tenantValue(pool, ctx.state, teacherRefusals, (db, instituteId) => deleteTeacher(db, instituteId, id));
    reply<SuccessResponse>(ctx, 200, { success: true });
  });

  return router;
}
