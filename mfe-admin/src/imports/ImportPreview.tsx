import type { ImportPreviewRow } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { ListEmpty, Table } from '@rollcall/ui-kit/pages';
import { fixSummary } from './csvFile';
import { counted, type ImportKind } from './importKinds';
import styles from './ImportDialog.module.css';

/** What the server read of a file: its text (sent again to import it), its rows and every problem by line. */
export interface Preview {
  text: string;
  rows: ImportPreviewRow[];
  errors: string[];
}

/** Enough rows to check a file by eye; a long file's rest is counted, not drawn. */
const ROWS_SHOWN = 100;

const rowKey = (row: ImportPreviewRow) => String(row.line);

/** The problems of a file, then the rows read from it. */
export function ImportPreview({ kind, preview }: { kind: ImportKind; preview: Preview }) {
  const { rows, errors } = preview;
  const shown = rows.length > ROWS_SHOWN ? rows.slice(0, ROWS_SHOWN) : rows;
  return (
    <>
      {errors.length > 0 ? (
        <Notice type="error">
          <p className={styles.summary}>{fixSummary(errors)}</p>
          <ul className={styles.errors}>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
          <p>Nothing was saved. Fix the file and choose it again.</p>
        </Notice>
      ) : null}
      {rows.length > 0 ? (
        <Table
          caption={
            shown.length < rows.length
              ? `The first ${ROWS_SHOWN} of ${counted(rows.length, kind.noun)} in the file`
              : `${counted(rows.length, kind.noun)} in the file`
          }
          columns={kind.previewColumns}
          rows={shown}
          rowKey={rowKey}
          empty={<ListEmpty title="No rows" />}
        />
      ) : null}
    </>
  );
}
