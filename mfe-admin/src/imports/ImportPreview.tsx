import { Notice } from '@rollcall/ui-kit';
import { ListEmpty, Table } from '@rollcall/ui-kit/pages';
import { fixSummary, linesWithProblems } from './csvFile';
import { counted, type ImportKind } from './importKinds';
import { importTexts } from './importTexts';
import styles from './ImportDialog.module.css';

/** What the server read of a file: its text (sent again to import it), its rows and every problem by line. */
export interface Preview<Row> {
  text: string;
  rows: Row[];
  errors: string[];
  /** The semester whose subjects the file names (enrolments) or adds (subjects). */
  semesterName?: string;
}

/** Enough rows to check a file by eye; a long file's rest is counted, not drawn. */
const ROWS_SHOWN = 100;

const rowKey = (row: { line: number }) => String(row.line);

interface ImportPreviewProps<Row extends { line: number }> {
  kind: ImportKind<Row>;
  preview: Preview<Row>;
  /** How many lines the good-lines choice would import, when it is chosen. */
  goodLines: number | null;
}

/** The problems of a file, then the rows read from it. */
export function ImportPreview<Row extends { line: number }>({ kind, preview, goodLines }: ImportPreviewProps<Row>) {
  const { rows, errors, semesterName } = preview;
  const shown = rows.length > ROWS_SHOWN ? rows.slice(0, ROWS_SHOWN) : rows;
  const inFile = importTexts.inFile(semesterName);
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
          <p>{goodLines === null ? importTexts.nothingSaved : importTexts.nothingSavedYet}</p>
        </Notice>
      ) : null}
      {goodLines !== null && errors.length > 0 && goodLines > 0 ? (
        <p className={styles.plan}>{importTexts.goodLinesPlan(goodLines, kind.noun, linesWithProblems(errors).size)}</p>
      ) : null}
      {rows.length > 0 ? (
        <Table
          caption={
            shown.length < rows.length
              ? `The first ${ROWS_SHOWN} of ${counted(rows.length, kind.noun)} ${inFile}`
              : `${counted(rows.length, kind.noun)} ${inFile}`
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
