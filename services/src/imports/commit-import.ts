import type { ImportResponse } from '@rollcall/contracts';
import { HttpError } from '@rollcall/server-kit';
import type { Queryable } from '../db/pool';
import { badLinesCsv } from './bad-lines';
import type { CheckedImport, CheckedLine } from './import-kind';
import { errorTexts, type LineError, type ReadImport } from './read-import';

type Save<Checked> = (lines: Checked[]) => Promise<{ created: number; errors: LineError[] }>;

/** Every line, or none: any problem is a 400 naming every line, thrown inside the transaction so nothing stays. */
async function saveAll<Checked extends CheckedLine>(checked: CheckedImport<Checked>, save: Save<Checked>) {
  if (checked.errors.length > 0) throw new HttpError(400, errorTexts(checked.errors));
  const saved = await save(checked.lines);
  if (saved.errors.length > 0) throw new HttpError(400, errorTexts(saved.errors));
  return saved.created;
}

/**
 * The lines without problems, each save in a savepoint: a line the save itself refuses (an email taken by another
 * institute meanwhile) joins the bad ones and the rest is saved again without it. A problem of the whole file, or a
 * line that is not CSV (the lines after it were never read), still refuses the file.
 */
async function saveGoodLines<Checked extends CheckedLine>(
  db: Queryable,
  read: ReadImport<unknown>,
  checked: CheckedImport<Checked>,
  save: Save<Checked>,
): Promise<ImportResponse> {
  const errors = [...checked.errors];
  if (read.malformed || errors.some(({ line }) => line === 0)) throw new HttpError(400, errorTexts(errors));
  const bad = new Set(errors.map(({ line }) => line));
  let good = checked.lines.filter(({ line }) => !bad.has(line));
  let created = 0;
  while (good.length > 0) {
    await db.query('SAVEPOINT import_good_lines');
    const saved = await save(good);
    if (saved.errors.length === 0) {
      await db.query('RELEASE SAVEPOINT import_good_lines');
      created = saved.created;
      break;
    }
    await db.query('ROLLBACK TO SAVEPOINT import_good_lines');
    const lines = new Set(good.map(({ line }) => line));
    if (saved.errors.some(({ line }) => !lines.has(line))) throw new HttpError(400, errorTexts(saved.errors));
    errors.push(...saved.errors);
    for (const { line } of saved.errors) bad.add(line);
    good = good.filter(({ line }) => !bad.has(line));
  }
  return { success: true, created, skipped: bad.size, badLines: badLinesCsv(read, errors) };
}

/** Saves a checked import in the caller's transaction: all or nothing, or with `skipBadLines` the good lines only. */
export async function commitImport<Checked extends CheckedLine>(
  db: Queryable,
  read: ReadImport<unknown>,
  checked: CheckedImport<Checked>,
  save: Save<Checked>,
  skipBadLines: boolean,
): Promise<ImportResponse> {
  if (skipBadLines) return saveGoodLines(db, read, checked, save);
  return { success: true, created: await saveAll(checked, save) };
}
