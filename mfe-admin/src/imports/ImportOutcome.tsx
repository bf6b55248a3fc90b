import type { ImportResponse } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { badLinesHref } from './csvFile';
import type { ImportKind } from './importKinds';
import { importTexts } from './importTexts';
import styles from './ImportDialog.module.css';

/** What an import saved and, when it left lines out, those lines to download. */
export function ImportOutcome({ outcome, noun }: { outcome: ImportResponse; noun: ImportKind['noun'] }) {
  const skipped = outcome.skipped ?? 0;
  return (
    <div className={styles.outcome}>
      <Notice type="success">{importTexts.imported(outcome.created, noun)}</Notice>
      {skipped > 0 && outcome.badLines ? (
        <>
          <p>{importTexts.leftOut(skipped)}</p>
          <a className={styles.template} href={badLinesHref(outcome.badLines)} download={`${noun.many}-left-out.csv`}>
            {importTexts.downloadLeftOut(skipped)}
          </a>
        </>
      ) : null}
    </div>
  );
}
