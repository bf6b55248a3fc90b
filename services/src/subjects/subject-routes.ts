import {
  createSubjectSchema,
  type RemovedOrArchivedResponse,
  type SubjectListResponse,
  type SubjectResponse,
  subjectFieldsSchema,
  subjectListQuerySchema,
  subjectTeachersSchema,
} from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { pathId } from '../http/path-id';
import { allowRoles } from '../http/identity';
import { inTenant, tenantValue } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { adminHolding } from '../permissions/admin-holding';
import { removeOrArchive } from './remove-or-archive';
import { subjectRefusals } from './subject-refusals';
import { insertSubject, listSubjects, updateSubject } from './subject-store';
import { replaceSubjectTeachers } from './subject-teachers-store';

/** An admin who manages the setup keeps each class's subjects per semester and who teaches them. */
export function subjectRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const manageSetup = adminHolding(pool, 'manage_setup');
  const subjectId = (id: string | undefined) => pathId(id, subjectRefusals['not-found']);

  router.post('/admin/subjects', manageSetup, async (ctx) => {
    const input = parseWith(createSubjectSchema, ctx.request.body);
    const subject = await tenantValue(pool, ctx.state, subjectRefusals, (db, instituteId) =>
      insertSubject(db, instituteId, input),
    );
    reply<SubjectResponse>(ctx, 201, { success: true, subject });
  });

  router.get('/admin/subjects', allowRoles('admin'), async (ctx) => {
    const filter = parseWith(subjectListQuerySchema, ctx.query);
    const subjects = await inTenant(pool, ctx.state, (db, instituteId) => listSubjects(db, instituteId, filter));
    reply<SubjectListResponse>(ctx, 200, { success: true, subjects });
  });

  router.put('/admin/subjects/:id/teachers', manageSetup, async (ctx) => {
    const id = subjectId(ctx.params.id);
    const { teacherIds } = parseWith(subjectTeachersSchema, ctx.request.body);
    const subject = await tenantValue(pool, ctx.state, subjectRefusals, (db, instituteId) =>
      replaceSubjectTeachers(db, instituteId, id, teacherIds),
    );
    reply<SubjectResponse>(ctx, 200, { success: true, subject });
  });

  router.put('/admin/subjects/:id', manageSetup, async (ctx) => {
    const id = subjectId(ctx.params.id);
    const input = parseWith(subjectFieldsSchema, ctx.request.body);
    const subject = await tenantValue(pool, ctx.state, subjectRefusals, (db, instituteId) =>
      updateSubject(db, instituteId, id, input),
    );
    reply<SubjectResponse>(ctx, 200, { success: true, subject });
  });

  router.delete('/admin/subjects/:id', manageSetup, async (ctx) => {
    const id = subjectId(ctx.params.id);
    const { archived } = await tenantValue(pool, ctx.state, subjectRefusals, (db, instituteId) =>
      removeOrArchive(db, instituteId, 'subjects', id),
    );
    reply<RemovedOrArchivedResponse>(ctx, 200, { success: true, archived });
  });

  return router;
}
