import type { ImportResponse } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { badLinesHref } from './csvFile';
import { counted, type ImportKind } from './importKinds';
import styles from './ImportDialog.module.css';
import { useAdminTexts } from '../texts/texts';

/** What an import saved and, when it left lines out, those lines to download. */
export function ImportOutcome({ outcome, kind }: { outcome: ImportResponse; kind: Pick<ImportKind, 'noun' | 'fileName'> }) {
  const t = useAdminTexts();
  const skipped = outcome.skipped ?? 0;
  return (
    <div className={styles.outcome}>
      <Notice type="success">{t('imports.imported', { rows: counted(t, outcome.created, kind.noun) })}</Notice>
      {skipped > 0 && outcome.badLines ? (
        <>
          <p>{t('imports.leftOut', { count: skipped })}</p>
          <a className={styles.template} href={badLinesHref(outcome.badLines)} download={`${kind.fileName}-left-out.csv`}>
            {t('imports.downloadLeftOut', { count: skipped })}
          </a>
        </>
      ) : null}
    </div>
  );
}
