import { useId } from 'react';
import type { ImportColumn } from '@rollcall/contracts';
import { templateHref } from './csvFile';
import { importTexts } from './importTexts';
import styles from './ImportDialog.module.css';

/**
 * What a file's first line names: the columns, the other headers read as each (folded away, so a phone still shows
 * the file field first), and a template to start from.
 */
export function ImportColumns({
  columns,
  many,
  note,
}: {
  columns: readonly ImportColumn[];
  many: string;
  /** How some values are written, when a column needs saying. */
  note?: string | undefined;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.columns}>
      <h3 id={headingId} className={styles.heading}>
        {importTexts.fileHeading}
      </h3>
      <p>{importTexts.columnsIntro}</p>
      <p className={styles.columnNames}>
        {columns.map((column) => (
          <code key={column.name}>{column.name}</code>
        ))}
      </p>
      {note ? <p>{note}</p> : null}
      <details className={styles.aliasDetails}>
        <summary>{importTexts.otherNames}</summary>
        <ul className={styles.columnList}>
          {columns.map((column) => (
            <li key={column.name}>
              <code>{column.name}</code>
              {column.required ? null : <span className={styles.optional}>{importTexts.optional}</span>}
              {column.aliases.length > 0 ? <span className={styles.aliases}>{importTexts.aliases(column.aliases)}</span> : null}
            </li>
          ))}
        </ul>
      </details>
      <a className={styles.template} href={templateHref(columns)} download={`${many}-template.csv`}>
        {importTexts.template}
      </a>
    </section>
  );
}
