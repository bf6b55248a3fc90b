import { setupMessages } from '@rollcall/contracts';
import type { routes } from '@rollcall/contracts/routes';
import { HttpError } from '@rollcall/server-kit';
import type { Queryable } from '../db/pool';
import { inTenant } from '../http/in-tenant';
import type { RouteDependencies, ServiceRouter } from '../http/routes';
import { serve } from '../http/serve';
import { commitImport } from './commit-import';
import { csvBody } from './csv-body';
import { type EnrolmentTerm, enrolmentTerm } from './enrolment-lookups';
import type { CheckedLine, ImportKind } from './import-kind';
import { errorTexts, readImport } from './read-import';

/** The imports whose lines belong to one semester. */
type SemesterImportRoute = typeof routes.importSubjects | typeof routes.importEnrolments;

/**
 * An import into a semester (its subjects, its enrolments): the current one unless `?semesterId=` names another,
 * with the same preview, all-or-nothing and skip-bad-lines choices as the other imports. `noSemester` is the
 * refusal when the institute has no semester at all.
 */
export function semesterImportRoute<Row, Checked extends CheckedLine, Preview>(
  route: SemesterImportRoute,
  kind: ImportKind<Row, Checked, Preview, EnrolmentTerm>,
  noSemester: string,
) {
  async function termOrRefusal(db: Queryable, instituteId: string, semesterId: string | undefined) {
    const term = await enrolmentTerm(db, instituteId, semesterId);
    if (term) return term;
    if (semesterId) throw new HttpError(404, [setupMessages.semesterNotFound]);
    throw new HttpError(409, [noSemester]);
  }

  return (router: ServiceRouter, { pool }: RouteDependencies) => {
    serve(router, pool, route as typeof routes.importSubjects, async ({ query, state, ctx }) => {
      const read = await readImport(csvBody(ctx), kind.spec);
      if (read.unreadable) throw new HttpError(400, errorTexts([read.unreadable]));
      if (query.preview === 'true') {
        const body = await inTenant(pool, state, async (db, instituteId) => {
          const term = await termOrRefusal(db, instituteId, query.semesterId);
          const checked = await kind.check(db, instituteId, read, term);
          // A route and its kind are given together (import-routes.ts): the types cannot tie a generic kind's rows to
          // one route of a union, so the rows are taken as that route's.
          const rows = kind.previewRows(read, checked) as never[];
          return { success: true as const, semester: term.semester, rows, errors: errorTexts(checked.errors) };
        });
        return { status: 200, body };
      }
      const body = await inTenant(pool, state, async (db, instituteId) => {
        const term = await termOrRefusal(db, instituteId, query.semesterId);
        const checked = await kind.check(db, instituteId, read, term);
        const save = (lines: Checked[]) => kind.save(db, instituteId, lines, term);
        return commitImport(db, read, checked, save, query.skipBadLines === 'true');
      });
      return { status: 201, body };
    });
  };
}
