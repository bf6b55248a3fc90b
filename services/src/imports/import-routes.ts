import { enrolmentImportMessages, type ImportPreviewRow, subjectImportMessages } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { HttpError } from '@rollcall/server-kit';
import { type CredentialsLetterhead, letterheadOf } from '../credentials/queue-credentials';
import { inTenant } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { commitImport } from './commit-import';
import { csvBody } from './csv-body';
import { enrolmentImport } from './enrolment-import';
import type { CheckedLine, ImportKind } from './import-kind';
import { errorTexts, readImport } from './read-import';
import { studentImport } from './student-import';
import { semesterImportRoute } from './semester-import-route';
import { subjectImport } from './subject-import';
import { teacherImport } from './teacher-import';

/**
 * CSV imports of students (with up to two guardians each), teachers, enrolments and subjects. Every line is checked first and
 * every bad line named; by default only a file without problems is saved, in one transaction, and with
 * `?skipBadLines=true` the good lines are saved and the bad ones answered as a CSV file. `?preview=true` answers the
 * rows and the problems and saves nothing. A file that is not UTF-8 text is refused either way.
 */
export function importRoutes(dependencies: RouteDependencies) {
  const { pool, kickOutbox, loginUrl, googleSignIn } = dependencies;
  const router = createRouter();

  const importRoute = <Row, Checked extends CheckedLine>(
    route: typeof routes.importStudents | typeof routes.importTeachers,
    kind: ImportKind<Row, Checked, ImportPreviewRow, CredentialsLetterhead>,
  ) =>
    serve(router, pool, route, async ({ query, state, ctx }) => {
      const read = await readImport(csvBody(ctx), kind.spec);
      if (read.unreadable) throw new HttpError(400, errorTexts([read.unreadable]));
      if (query.preview === 'true') {
        const checked = await inTenant(pool, state, async (db, instituteId) =>
          kind.check(db, instituteId, read, await letterheadOf(db, instituteId, { loginUrl, googleSignIn })),
        );
        return {
          status: 200,
          body: { success: true, rows: kind.previewRows(read, checked), errors: errorTexts(checked.errors) },
        };
      }
      const answer = await inTenant(pool, state, async (db, instituteId) => {
        const letterhead = await letterheadOf(db, instituteId, { loginUrl, googleSignIn });
        const checked = await kind.check(db, instituteId, read, letterhead);
        const save = (lines: Checked[]) => kind.save(db, instituteId, lines, letterhead);
        return commitImport(db, read, checked, save, query.skipBadLines === 'true');
      });
      kickOutbox();
      return { status: 201, body: answer };
    });

  importRoute(routes.importStudents, studentImport);
  importRoute(routes.importTeachers, teacherImport);
  semesterImportRoute(routes.importEnrolments, enrolmentImport, enrolmentImportMessages.noSemester)(router, dependencies);
  semesterImportRoute(routes.importSubjects, subjectImport, subjectImportMessages.noSemester)(router, dependencies);
  return router;
}
