import { type ImportPreviewResponse, type ImportResponse, importQuerySchema } from '@rollcall/contracts';
import { HttpError, parseWith, reply } from '@rollcall/server-kit';
import { letterheadOf } from '../credentials/queue-credentials';
import { inTenant } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { adminHolding } from '../permissions/admin-holding';
import { csvBody } from './csv-body';
import type { ImportKind } from './import-kind';
import { errorTexts, readImport } from './read-import';
import { studentImport } from './student-import';
import { teacherImport } from './teacher-import';

/**
 * CSV imports of students (with a guardian each) and teachers. All or nothing: every line is checked first and
 * every bad line named; only a file without problems is saved, in one transaction. `?preview=true` answers the
 * rows and the problems and saves nothing. A file that is not UTF-8 text is refused either way.
 */
export function importRoutes({ pool, kickOutbox, loginUrl }: RouteDependencies) {
  const router = createRouter();
  const managePeople = adminHolding(pool, 'manage_people');

  const importRoute = <Row, Checked>(path: string, kind: ImportKind<Row, Checked>) =>
    router.post(path, managePeople, async (ctx) => {
      const { preview } = parseWith(importQuerySchema, ctx.query);
      const read = await readImport(csvBody(ctx), kind.spec);
      if (read.unreadable) throw new HttpError(400, errorTexts([read.unreadable]));
      if (preview === 'true') {
        const { errors } = await inTenant(pool, ctx.state, (db, instituteId) => kind.check(db, instituteId, read));
        reply<ImportPreviewResponse>(ctx, 200, {
          success: true,
          rows: read.lines.map(kind.previewRow),
          errors: errorTexts(errors),
        });
        return;
      }
      const created = await inTenant(pool, ctx.state, async (db, instituteId) => {
        const checked = await kind.check(db, instituteId, read);
        if (checked.errors.length > 0) throw new HttpError(400, errorTexts(checked.errors));
        const saved = await kind.save(db, instituteId, checked.lines, await letterheadOf(db, instituteId, loginUrl));
        // Thrown inside the transaction, so nothing of the file stays.
        if (saved.errors.length > 0) throw new HttpError(400, errorTexts(saved.errors));
        return saved.created;
      });
      kickOutbox();
      reply<ImportResponse>(ctx, 201, { success: true, created });
    });

  importRoute('/admin/students/import', studentImport);
  importRoute('/admin/teachers/import', teacherImport);
  return router;
}
