import { useId } from 'react';
import type { ImportColumn } from '@rollcall/contracts';
import { templateHref } from './csvFile';
import { importTexts } from './importTexts';
import styles from './ImportDialog.module.css';

/** What a file's first line names: each column with the other headers read as it, and a template to start from. */
export function ImportColumns({ columns, many }: { columns: readonly ImportColumn[]; many: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.columns}>
      <h3 id={headingId} className={styles.heading}>
        {importTexts.fileHeading}
      </h3>
      <p>The first line names the columns, in any order. Case and spaces do not matter, and common names are read too:</p>
      <ul className={styles.columnList}>
        {columns.map((column) => (
          <li key={column.name}>
            <code>{column.name}</code>
            {column.required ? null : <span className={styles.optional}>{importTexts.optional}</span>}
            {column.aliases.length > 0 ? <span className={styles.aliases}>{importTexts.aliases(column.aliases)}</span> : null}
          </li>
        ))}
      </ul>
      <a className={styles.template} href={templateHref(columns)} download={`${many}-template.csv`}>
        {importTexts.template}
      </a>
    </section>
  );
}
