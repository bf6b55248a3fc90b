import {
  type ClassListResponse,
  type ClassResponse,
  classFieldsSchema,
  type RemovedOrArchivedResponse,
} from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { withTenant } from '../db/tenant';
import { pathId } from '../http/path-id';
import { valueOrHttpError } from '../http/refusal-error';
import { allowRoles } from '../http/identity';
import { createRouter, type RouteDependencies } from '../http/routes';
import { adminHolding } from '../permissions/admin-holding';
import { tenantOf } from '../permissions/require-permission';
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
    const { instituteId } = tenantOf(ctx.state);
    const created = await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await insertClass(db, instituteId, input), classRefusals),
    );
    reply<ClassResponse>(ctx, 201, { success: true, class: created });
  });

  router.get('/admin/classes', allowRoles('admin'), async (ctx) => {
    const { instituteId } = tenantOf(ctx.state);
    const classes = await withTenant(pool, instituteId, (db) => listClasses(db, instituteId));
    reply<ClassListResponse>(ctx, 200, { success: true, classes });
  });

  router.put('/admin/classes/:id', manageSetup, async (ctx) => {
    const id = classId(ctx.params.id);
    const input = parseWith(classFieldsSchema, ctx.request.body);
    const { instituteId } = tenantOf(ctx.state);
    const updated = await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await updateClass(db, instituteId, id, input), classRefusals),
    );
    reply<ClassResponse>(ctx, 200, { success: true, class: updated });
  });

  router.delete('/admin/classes/:id', manageSetup, async (ctx) => {
    const id = classId(ctx.params.id);
    const { instituteId } = tenantOf(ctx.state);
    const { archived } = await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await removeOrArchive(db, instituteId, 'classes', id), classRefusals),
    );
    reply<RemovedOrArchivedResponse>(ctx, 200, { success: true, archived });
  });

  return router;
}
