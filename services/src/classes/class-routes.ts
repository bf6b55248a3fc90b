import {
  type ClassListResponse,
  type ClassResponse,
  classFieldsSchema,
  type RemovedOrArchivedResponse,
} from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { pathId } from '../http/path-id';
import { allowRoles } from '../http/identity';
import { inTenant, tenantValue } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { adminHolding } from '../permissions/admin-holding';
import { classRefusals } from './class-refusals';
import { removeOrArchive } from '../subjects/remove-or-archive';
import { insertClass, listClasses, updateClass } from './class-store';

/** An admin who manages the setup keeps the institute's classes (sections), each with an optional class teacher. */
export function classRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const manageSetup = adminHolding(pool, 'manage_setup');
  const classId = (id: string | undefined) => pathId(id, classRefusals['not-found']);

  router.post('/admin/classes', manageSetup, async (ctx) => {
    const input = parseWith(classFieldsSchema, ctx.request.body);
    const created = await tenantValue(pool, ctx.state, classRefusals, (db, instituteId) => insertClass(db, instituteId, input));
    reply<ClassResponse>(ctx, 201, { success: true, class: created });
  });

  router.get('/admin/classes', allowRoles('admin'), async (ctx) => {
    const classes = await inTenant(pool, ctx.state, (db, instituteId) => listClasses(db, instituteId));
    reply<ClassListResponse>(ctx, 200, { success: true, classes });
  });

  router.put('/admin/classes/:id', manageSetup, async (ctx) => {
    const id = classId(ctx.params.id);
    const input = parseWith(classFieldsSchema, ctx.request.body);
    const updated = await tenantValue(pool, ctx.state, classRefusals, (db, instituteId) =>
      updateClass(db, instituteId, id, input),
    );
    reply<ClassResponse>(ctx, 200, { success: true, class: updated });
  });

  router.delete('/admin/classes/:id', manageSetup, async (ctx) => {
    const id = classId(ctx.params.id);
    const { archived } = await tenantValue(pool, ctx.state, classRefusals, (db, instituteId) =>
      removeOrArchive(db, instituteId, 'classes', id),
    );
    reply<RemovedOrArchivedResponse>(ctx, 200, { success: true, archived });
  });

  return router;
}
