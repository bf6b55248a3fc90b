import {
  type SuccessResponse,
  type TeacherListResponse,
  type TeacherResponse,
  peopleMessages,
  teacherFieldsSchema,
} from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { letterheadOf } from '../credentials/queue-credentials';
import { withTenant } from '../db/tenant';
import { allowRoles } from '../http/identity';
import { pathId } from '../http/path-id';
import { refusalError, valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { requirePermission, tenantOf } from '../permissions/require-permission';
import { admitTeachers } from './admit-teachers';
import { teacherRefusals } from './teacher-refusals';
import { deleteTeacher, findTeacher, listTeachers, updateTeacher } from './teacher-store';

/** The admin adds, lists, edits and removes the institute's teachers; a new teacher gets their sign-in details by mail. */
export function teacherRoutes({ pool, kickOutbox, loginUrl }: RouteDependencies) {
  const router = createRouter();
  const guard = [allowRoles('admin'), requirePermission(pool, 'manage_people')] as const;
  const teacherId = (id: string | undefined) => pathId(id, peopleMessages.teacherNotFound);

  router.post('/admin/teachers', ...guard, async (ctx) => {
    const input = parseWith(teacherFieldsSchema, ctx.request.body);
    const { instituteId } = tenantOf(ctx.state);
    const teacher = await withTenant(pool, instituteId, async (db) => {
      const { created, taken } = await admitTeachers(db, instituteId, [input], await letterheadOf(db, instituteId, loginUrl));
      // Thrown inside the transaction, so it rolls back.
      if (taken.length > 0) throw refusalError('duplicate-email', teacherRefusals);
      const { id, name, email } = created[0]!;
      return { id, name, email, customRoles: [], subjectCount: 0 };
    });
    kickOutbox();
    reply<TeacherResponse>(ctx, 201, { success: true, teacher });
  });

  router.get('/admin/teachers', ...guard, async (ctx) => {
    const { instituteId } = tenantOf(ctx.state);
    const teachers = await withTenant(pool, instituteId, (db) => listTeachers(db, instituteId));
    reply<TeacherListResponse>(ctx, 200, { success: true, teachers });
  });

  router.put('/admin/teachers/:id', ...guard, async (ctx) => {
    const id = teacherId(ctx.params.id);
    const input = parseWith(teacherFieldsSchema, ctx.request.body);
    const { instituteId } = tenantOf(ctx.state);
    const teacher = await withTenant(pool, instituteId, async (db) => {
      valueOrHttpError(await updateTeacher(db, instituteId, id, input), teacherRefusals);
      return valueOrHttpError(await findTeacher(db, instituteId, id), teacherRefusals);
    });
    reply<TeacherResponse>(ctx, 200, { success: true, teacher });
  });

  router.delete('/admin/teachers/:id', ...guard, async (ctx) => {
    const id = teacherId(ctx.params.id);
    const { instituteId } = tenantOf(ctx.state);
    await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await deleteTeacher(db, instituteId, id), teacherRefusals),
    );
    reply<SuccessResponse>(ctx, 200, { success: true });
  });

  return router;
}
