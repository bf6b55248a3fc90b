import { setupMessages } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { letterheadOf } from '../credentials/queue-credentials';
import { inTenant, tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { refusalError, valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { admitTeachers } from './admit-teachers';
import { teacherRefusals } from './teacher-refusals';
import { deleteTeacher, findTeacher, listTeachers, updateTeacher } from './teacher-store';

/** The admin adds, lists, edits and removes the institute's teachers; a new teacher gets their sign-in details by mail. */
export function teacherRoutes({ pool, kickOutbox, loginUrl, googleSignIn }: RouteDependencies) {
  const router = createRouter();
  const teacherId = (id: string) => pathId(id, setupMessages.teacherNotFound);

  serve(router, pool, routes.createTeacher, async ({ body, state }) => {
    const teacher = await inTenant(pool, state, async (db, instituteId) => {
      const { created, taken } = await admitTeachers(
        db,
        instituteId,
        [body],
        await letterheadOf(db, instituteId, { loginUrl, googleSignIn }),
      );
      // Thrown inside the transaction, so it rolls back.
      if (taken.length > 0) throw refusalError('duplicate-email', teacherRefusals);
      const { id, name, email } = created[0]!;
      return { id, name, email, customRoles: [], subjectCount: 0 };
    });
    kickOutbox();
    return { status: 201, body: { success: true, teacher } };
  });

  serve(router, pool, routes.listTeachers, async ({ state }) => {
    const teachers = await inTenant(pool, state, (db, instituteId) => listTeachers(db, instituteId));
    return { status: 200, body: { success: true, teachers } };
  });

  serve(router, pool, routes.updateTeacher, async ({ params, body, state }) => {
    const id = teacherId(params.id);
    const teacher = await inTenant(pool, state, async (db, instituteId) => {
      valueOrHttpError(await updateTeacher(db, instituteId, id, body), teacherRefusals);
      return valueOrHttpError(await findTeacher(db, instituteId, id), teacherRefusals);
    });
    return { status: 200, body: { success: true, teacher } };
  });

  serve(router, pool, routes.removeTeacher, async ({ params, state }) => {
    const id = teacherId(params.id);
    await tenantValue(pool, state, teacherRefusals, (db, instituteId) => deleteTeacher(db, instituteId, id));
    return { status: 200, body: { success: true } };
  });

  return router;
}
