import { routes } from '@rollcall/contracts/routes';
import { HttpError } from '@rollcall/server-kit';
import { letterheadOf } from '../credentials/queue-credentials';
import { inTenant } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
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
export function importRoutes({ pool, kickOutbox, loginUrl, googleSignIn }: RouteDependencies) {
  const router = createRouter();

  const importRoute = <Row, Checked>(
    route: typeof routes.importStudents | typeof routes.importTeachers,
    kind: ImportKind<Row, Checked>,
  ) =>
    serve(router, pool, route, async ({ query, state, ctx }) => {
      const read = await readImport(csvBody(ctx), kind.spec);
      if (read.unreadable) throw new HttpError(400, errorTexts([read.unreadable]));
      if (query.preview === 'true') {
        const { errors } = await inTenant(pool, state, (db, instituteId) => kind.check(db, instituteId, read));
        return { status: 200, body: { success: true, rows: read.lines.map(kind.previewRow), errors: errorTexts(errors) } };
      }
      const created = await inTenant(pool, state, async (db, instituteId) => {
        const checked = await kind.check(db, instituteId, read);
        if (checked.errors.length > 0) throw new HttpError(400, errorTexts(checked.errors));
        const saved = await kind.save(
          db,
          instituteId,
          checked.lines,
          await letterheadOf(db, instituteId, { loginUrl, googleSignIn }),
        );
        // Thrown inside the transaction, so nothing of the file stays.
        if (saved.errors.length > 0) throw new HttpError(400, errorTexts(saved.errors));
        return saved.created;
      });
      kickOutbox();
      return { status: 201, body: { success: true, created } };
    });

  importRoute(routes.importStudents, studentImport);
  importRoute(routes.importTeachers, teacherImport);
  return router;
}
