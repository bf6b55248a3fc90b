import { useMemo } from 'react';
import { Notice } from '@rollcall/ui-kit';
import { ListEmpty, Table } from '@rollcall/ui-kit/pages';
import { fixSummary, linesWithProblems } from './csvFile';
import { counted, type ImportKind } from './importKinds';
import styles from './ImportDialog.module.css';
import { useAdminTexts } from '../texts/texts';

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
  const t = useAdminTexts();
  const inFile = semesterName ? t('imports.inFileFor', { semester: semesterName }) : t('imports.inFile');
  const columns = useMemo(() => kind.previewColumns(t), [kind, t]);
  return (
    <>
      {errors.length > 0 ? (
        <Notice type="error">
          <p className={styles.summary}>{fixSummary(t, errors)}</p>
          <ul className={styles.errors}>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
          <p>{goodLines === null ? t('imports.nothingSaved') : t('imports.nothingSavedYet')}</p>
        </Notice>
      ) : null}
      {goodLines !== null && errors.length > 0 && goodLines > 0 ? (
        <p className={styles.plan}>
          {t('imports.goodLinesPlan', {
            rows: counted(t, goodLines, kind.noun),
            left: linesWithProblems(errors).size,
          })}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <Table
          caption={
            shown.length < rows.length
              ? t('imports.captionFirst', { shown: ROWS_SHOWN, rows: counted(t, rows.length, kind.noun), inFile })
              : t('imports.caption', { rows: counted(t, rows.length, kind.noun), inFile })
          }
          columns={columns}
          rows={shown}
          rowKey={rowKey}
          empty={<ListEmpty title={t('imports.noRows')} />}
        />
      ) : null}
    </>
  );
}
