import type { ImportPreviewRow } from '@rollcall/contracts';
import type { CredentialsLetterhead } from '../credentials/queue-credentials';
import type { Queryable } from '../db/pool';
import type { ImportLine, ImportSpec, LineError, ReadImport } from './read-import';

/** What one kind of CSV import (students, teachers) brings to the shared route: its columns, checks and save. */
export interface ImportKind<Row, Checked> {
  spec: ImportSpec<Row>;
  previewRow: (line: ImportLine<Row>) => ImportPreviewRow;
  /** The read lines against each other and the institute, in one set of lookups; every problem names its line. */
  check(db: Queryable, instituteId: string, read: ReadImport<Row>): Promise<{ lines: Checked[]; errors: LineError[] }>;
  /** Saves the checked lines in the caller's transaction; any problem names its line, and then nothing may be kept. */
  save(
    db: Queryable,
    instituteId: string,
    lines: Checked[],
    letterhead: CredentialsLetterhead,
  ): Promise<{ created: number; errors: LineError[] }>;
}
