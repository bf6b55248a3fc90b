import type { Queryable } from '../db/pool';
import type { ImportSpec, LineError, ReadImport } from './read-import';

/** A line checked against the institute, ready to save: it still knows its line of the file. */
export interface CheckedLine {
  line: number;
}

/** The checked lines and every problem found, each naming its line. */
export interface CheckedImport<Checked extends CheckedLine> {
  lines: Checked[];
  errors: LineError[];
}

/**
 * What one kind of CSV import (students, teachers, enrolments) brings to the shared route: its columns, checks and
 * save, with `Options` what both need besides the file (the letterhead of the mails sent, the semester enrolled in).
 */
export interface ImportKind<Row, Checked extends CheckedLine, Preview, Options> {
  spec: ImportSpec<Row>;
  /** The read lines against each other and the institute, in one set of lookups; every problem names its line. */
  check(db: Queryable, instituteId: string, read: ReadImport<Row>, options: Options): Promise<CheckedImport<Checked>>;
  /** The rows of a preview: the lines as read, with what the check found of them. */
  previewRows(read: ReadImport<Row>, checked: CheckedImport<Checked>): Preview[];
  /**
   * Saves the checked lines in the caller's transaction; any problem names its line. After a problem the caller
   * keeps nothing of the call: it rolls back the transaction, or to a savepoint taken before.
   */
  save(db: Queryable, instituteId: string, lines: Checked[], options: Options): Promise<{ created: number; errors: LineError[] }>;
}
