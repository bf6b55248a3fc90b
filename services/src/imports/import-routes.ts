import { type ImportPreviewResponse, type ImportResponse, importQuerySchema } from '@rollcall/contracts';
import { HttpError, parseWith, reply } from '@rollcall/server-kit';
import { letterheadOf } from '../credentials/queue-credentials';
import { withTenant } from '../db/tenant';
import { allowRoles } from '../http/identity';
import { createRouter, type RouteDependencies } from '../http/routes';
import { requirePermission, tenantOf } from '../permissions/require-permission';
import { csvBody } from './csv-body';
import { errorTexts, readImport } from './read-import';
import { checkStudentLines, importStudents, studentImportSpec, studentPreviewRow } from './student-import';
import { checkTeacherLines, importTeachers, teacherImportSpec, teacherPreviewRow } from './teacher-import';

/**
 * CSV imports of students (with a guardian each) and teachers. All or nothing: every line is checked first and
 * every bad line named; only a file without problems is saved, in one transaction. `?preview=true` answers the
 * rows and the problems and saves nothing.
 */
export function importRoutes({ pool, kickOutbox, loginUrl }: RouteDependencies) {
  const router = createRouter();
  const guard = [allowRoles('admin'), requirePermission(pool, 'manage_people')] as const;

  router.post('/admin/students/import', ...guard, async (ctx) => {
    const { preview } = parseWith(importQuerySchema, ctx.query);
    const read = await readImport(csvBody(ctx), studentImportSpec);
    const { instituteId } = tenantOf(ctx.state);
    if (preview === 'true') {
      const { errors } = await withTenant(pool, instituteId, (db) => checkStudentLines(db, instituteId, read));
      reply<ImportPreviewResponse>(ctx, 200, {
        success: true,
        rows: read.lines.map(studentPreviewRow),
        errors: errorTexts(errors),
      });
      return;
    }
    const created = await withTenant(pool, instituteId, async (db) => {
      const checked = await checkStudentLines(db, instituteId, read);
      if (checked.errors.length > 0) throw new HttpError(400, errorTexts(checked.errors));
      const imported = await importStudents(db, instituteId, checked.lines, await letterheadOf(db, instituteId, loginUrl));
      // Thrown inside the transaction, so nothing of the file stays.
      if (imported.errors.length > 0) throw new HttpError(400, errorTexts(imported.errors));
      return imported.created;
    });
    kickOutbox();
    reply<ImportResponse>(ctx, 201, { success: true, created });
  });

  router.post('/admin/teachers/import', ...guard, async (ctx) => {
    const { preview } = parseWith(importQuerySchema, ctx.query);
    const read = await readImport(csvBody(ctx), teacherImportSpec);
    const { instituteId } = tenantOf(ctx.state);
    if (preview === 'true') {
      const errors = await withTenant(pool, instituteId, (db) => checkTeacherLines(db, instituteId, read));
      reply<ImportPreviewResponse>(ctx, 200, {
        success: true,
        rows: read.lines.map(teacherPreviewRow),
        errors: errorTexts(errors),
      });
      return;
    }
    const created = await withTenant(pool, instituteId, async (db) => {
      const errors = await checkTeacherLines(db, instituteId, read);
      if (errors.length > 0) throw new HttpError(400, errorTexts(errors));
      const imported = await importTeachers(db, instituteId, read.lines, await letterheadOf(db, instituteId, loginUrl));
      if (imported.errors.length > 0) throw new HttpError(400, errorTexts(imported.errors));
      return imported.created;
    });
    kickOutbox();
    reply<ImportResponse>(ctx, 201, { success: true, created });
  });

  return router;
}
