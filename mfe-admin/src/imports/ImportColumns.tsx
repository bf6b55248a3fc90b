import { useId } from 'react';
import type { ImportColumn } from '@rollcall/contracts';
import { templateHref } from './csvFile';
import styles from './ImportDialog.module.css';
import { useAdminTexts } from '../texts/texts';

/**
 * What a file's first line names: the columns, the other headers read as each (folded away, so a phone still shows
 * the file field first), and a template to start from.
 */
export function ImportColumns({
  columns,
  fileName,
  note,
}: {
  columns: readonly ImportColumn[];
  fileName: string;
  /** How some values are written, when a column needs saying. */
  note?: string | undefined;
}) {
  const t = useAdminTexts();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.columns}>
      <h3 id={headingId} className={styles.heading}>
        {t('imports.fileHeading')}
      </h3>
      <p>{t('imports.columnsIntro')}</p>
      <p className={styles.columnNames}>
        {columns.map((column) => (
          <code key={column.name}>{column.name}</code>
        ))}
      </p>
      {note ? <p>{note}</p> : null}
      <details className={styles.aliasDetails}>
        <summary>{t('imports.otherNames')}</summary>
        <ul className={styles.columnList}>
          {columns.map((column) => (
            <li key={column.name}>
              <code>{column.name}</code>
              {column.required ? null : <span className={styles.optional}> {t('imports.optional')}</span>}
              {column.aliases.length > 0 ? (
                <span className={styles.aliases}> {t('imports.aliases', { names: column.aliases.join(', ') })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
      <a className={styles.template} href={templateHref(columns)} download={`${fileName}-template.csv`}>
        {t('imports.template')}
      </a>
    </section>
  );
}
