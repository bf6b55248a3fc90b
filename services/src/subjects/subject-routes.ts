import { routes } from '@rollcall/contracts/routes';
import { pathId } from '../http/path-id';
import { inTenant, tenantValue } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { removeOrArchive } from './remove-or-archive';
import { subjectRefusals } from './subject-refusals';
import { insertSubject, listSubjects, updateSubject } from './subject-store';
import { replaceSubjectTeachers } from './subject-teachers-store';

/** An admin who manages the setup keeps each class's subjects per semester and who teaches them. */
export function subjectRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const subjectId = (id: string) => pathId(id, subjectRefusals['not-found']);

  serve(router, pool, routes.createSubject, async ({ body: { teacherIds = [], ...fields }, state }) => {
    const subject = await tenantValue(pool, state, subjectRefusals, async (db, instituteId) => {
      const added = await insertSubject(db, instituteId, fields);
      return added.ok && teacherIds.length > 0 ? replaceSubjectTeachers(db, instituteId, added.value.id, teacherIds) : added;
    });
    return { status: 201, body: { success: true, subject } };
  });

  serve(router, pool, routes.listSubjects, async ({ query, state }) => {
    const subjects = await inTenant(pool, state, (db, instituteId) => listSubjects(db, instituteId, query));
    return { status: 200, body: { success: true, subjects } };
  });

  serve(router, pool, routes.setSubjectTeachers, async ({ params, body, state }) => {
    const id = subjectId(params.id);
    const subject = await tenantValue(pool, state, subjectRefusals, (db, instituteId) =>
      replaceSubjectTeachers(db, instituteId, id, body.teacherIds),
    );
    return { status: 200, body: { success: true, subject } };
  });

  serve(router, pool, routes.updateSubject, async ({ params, body, state }) => {
    const id = subjectId(params.id);
    const subject = await tenantValue(pool, state, subjectRefusals, (db, instituteId) =>
      updateSubject(db, instituteId, id, body),
    );
    return { status: 200, body: { success: true, subject } };
  });

  serve(router, pool, routes.removeSubject, async ({ params, state }) => {
    const id = subjectId(params.id);
    const { archived } = await tenantValue(pool, state, subjectRefusals, (db, instituteId) =>
      removeOrArchive(db, instituteId, 'subjects', id),
    );
    return { status: 200, body: { success: true, archived } };
  });

  return router;
}
