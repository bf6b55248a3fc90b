import { type ImportPreviewResponse, type ImportResponse, importQuerySchema } from '@rollcall/contracts';
import { HttpError, parseWith, reply } from '@rollcall/server-kit';
import { letterheadOf } from '../credentials/queue-credentials';
import { inTenant } from '../http/in-tenant';
import { adminHolding } from '../permissions/admin-holding';
import { createRouter, type RouteDependencies } from '../http/routes';
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
  const managePeople = adminHolding(pool, 'manage_people');

  router.post('/admin/students/import', managePeople, async (ctx) => {
    const { preview } = parseWith(importQuerySchema, ctx.query);
    const read = await readImport(csvBody(ctx), studentImportSpec);
    if (preview === 'true') {
      const { errors } = await inTenant(pool, ctx.state, (db, instituteId) => checkStudentLines(db, instituteId, read));
      reply<ImportPreviewResponse>(ctx, 200, {
        success: true,
        rows: read.lines.map(studentPreviewRow),
        errors: errorTexts(errors),
      });
      return;
    }
    const created = await inTenant(pool, ctx.state, async (db, instituteId) => {
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

  router.post('/admin/teachers/import', managePeople, async (ctx) => {
    const { preview } = parseWith(importQuerySchema, ctx.query);
    const read = await readImport(csvBody(ctx), teacherImportSpec);
    if (preview === 'true') {
      const errors = await inTenant(pool, ctx.state, (db, instituteId) => checkTeacherLines(db, instituteId, read));
      reply<ImportPreviewResponse>(ctx, 200, {
        success: true,
        rows: read.lines.map(teacherPreviewRow),
        errors: errorTexts(errors),
      });
      return;
    }
    const created = await inTenant(pool, ctx.state, async (db, instituteId) => {
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
