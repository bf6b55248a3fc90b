import { setupMessages, subjectImportMessages } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { HttpError } from '@rollcall/server-kit';
import type { Queryable } from '../db/pool';
import { inTenant } from '../http/in-tenant';
import type { RouteDependencies, ServiceRouter } from '../http/routes';
import { serve } from '../http/serve';
import { commitImport } from './commit-import';
import { csvBody } from './csv-body';
import { enrolmentTerm } from './enrolment-lookups';
import { errorTexts, readImport } from './read-import';
import { type SubjectLine, subjectImport } from './subject-import';

async function termOrRefusal(db: Queryable, instituteId: string, semesterId: string | undefined) {
  const term = await enrolmentTerm(db, instituteId, semesterId);
  if (term) return term;
  if (semesterId) throw new HttpError(404, [setupMessages.semesterNotFound]);
  throw new HttpError(409, [subjectImportMessages.noSemester]);
}

/**
 * Subjects, with their teachers, from a CSV file: added to the classes the lines name, in the current semester
 * unless `?semesterId=` names another. The same preview, all-or-nothing and skip-bad-lines choices as the other
 * imports, and the same rules as adding one subject and setting its teachers.
 */
export function subjectImportRoute(router: ServiceRouter, { pool }: RouteDependencies) {
  serve(router, pool, routes.importSubjects, async ({ query, state, ctx }) => {
    const read = await readImport(csvBody(ctx), subjectImport.spec);
    if (read.unreadable) throw new HttpError(400, errorTexts([read.unreadable]));
    if (query.preview === 'true') {
      const body = await inTenant(pool, state, async (db, instituteId) => {
        const term = await termOrRefusal(db, instituteId, query.semesterId);
        const checked = await subjectImport.check(db, instituteId, read, term);
        const rows = subjectImport.previewRows(read, checked);
        return { success: true as const, semester: term.semester, rows, errors: errorTexts(checked.errors) };
      });
      return { status: 200, body };
    }
    const body = await inTenant(pool, state, async (db, instituteId) => {
      const term = await termOrRefusal(db, instituteId, query.semesterId);
      const checked = await subjectImport.check(db, instituteId, read, term);
      const save = (lines: SubjectLine[]) => subjectImport.save(db, instituteId, lines, term);
      return commitImport(db, read, checked, save, query.skipBadLines === 'true');
    });
    return { status: 201, body };
  });
}
