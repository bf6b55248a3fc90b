import { useId, useState } from 'react';
import { api, type ApiError } from '@rollcall/api-client';
import { errorMessage, type ImportPreviewResponse, type ImportResponse } from '@rollcall/contracts';
import { Button, Dialog, Notice, Spinner } from '@rollcall/ui-kit';
import { FileField } from '@rollcall/ui-kit/forms';
import { useAdminChange } from '../data/hooks';
import { fileProblem, sizeLimitText, templateHref, textProblem } from './csvFile';
import { counted, type ImportKind } from './importKinds';
import { ImportPreview, type Preview } from './ImportPreview';
import styles from './ImportDialog.module.css';

type Phase = 'choosing' | 'checking' | 'importing' | 'imported';

/** The per-line errors of a refused file (400), or null when the call failed otherwise. */
const lineErrors = (error: unknown): string[] | null => {
  const { status, data } = error as ApiError;
  const errors = (data as { errors?: unknown } | null)?.errors;
  return status === 400 && Array.isArray(errors) ? errors.map(String) : null;
};

interface ImportDialogProps {
  kind: ImportKind;
  onClose: () => void;
}

/**
 * A CSV import in three steps: choose a file (a template to start from), see what the server read of it with every
 * problem by line, then import every row in one go, which only a file without problems may.
 */
export function ImportDialog({ kind, onClose }: ImportDialogProps) {
  const headingId = useId();
  const [phase, setPhase] = useState<Phase>('choosing');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState(0);
  const changed = useAdminChange();
  const many = kind.noun.many;

  /** A call that failed: a refused file shows its problems by line, anything else a notice. */
  const refused = (error: unknown, text: string, rows: Preview['rows']) => {
    const errors = lineErrors(error);
    if (errors) setPreview({ text, rows, errors });
    else setFailure(errorMessage(error, `Failed to read the ${many}`));
  };

  const check = async (file: File | null) => {
    setPreview(null);
    setFailure(null);
    setFileError(file ? fileProblem(file) : null);
    if (!file || fileProblem(file)) return;
    setPhase('checking');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const unreadable = textProblem(bytes);
    if (unreadable) {
      setFileError(unreadable);
      setPhase('choosing');
      return;
    }
    const text = new TextDecoder().decode(bytes);
    try {
      // With the preview asked for, the answer is the preview (200).
      const answer = (await api.call(kind.endpoint, { query: { preview: 'true' }, csv: text })) as ImportPreviewResponse;
      setPreview({ text, rows: answer.rows, errors: answer.errors });
    } catch (error) {
      refused(error, text, []);
    }
    setPhase('choosing');
  };

  const importRows = async () => {
    if (!preview) return;
    setFailure(null);
    setPhase('importing');
    try {
      const answer = (await api.call(kind.endpoint, { csv: preview.text })) as ImportResponse;
      setCreated(answer.created);
      setPhase('imported');
      void changed(kind.changed);
    } catch (error) {
      refused(error, preview.text, preview.rows);
      setPhase('choosing');
    }
  };

  const importing = phase === 'importing';
  const ready = preview !== null && preview.errors.length === 0 && preview.rows.length > 0;
  const rowCount = counted(preview?.rows.length ?? 0, kind.noun);

  return (
    <Dialog
      open
      title={`Import ${many}`}
      onClose={importing ? () => {} : onClose}
      footer={
        phase === 'imported' ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={importing}>
              Cancel
            </Button>
            <Button onClick={() => void importRows()} disabled={!ready} busy={importing} busyLabel={`Importing ${rowCount}...`}>
              {ready ? `Import ${rowCount}` : `Import ${many}`}
            </Button>
          </>
        )
      }
    >
      {phase === 'imported' ? (
        <Notice type="success">Imported {counted(created, kind.noun)}</Notice>
      ) : (
        <div className={styles.body}>
          <section aria-labelledby={headingId} className={styles.columns}>
            <h3 id={headingId} className={styles.heading}>
              The file
            </h3>
            <p>The first line names the columns, in this order:</p>
            <p className={styles.columnNames}>
              {kind.columns.map((column) => (
                <code key={column}>{column}</code>
              ))}
            </p>
            <a className={styles.template} href={templateHref(kind.columns)} download={`${many}-template.csv`}>
              Download a template
            </a>
          </section>

          <FileField
            label="CSV file"
            accept=".csv,text/csv"
            helperText={`${sizeLimitText}. Choose another file at any time to check it instead.`}
            error={fileError ?? undefined}
            disabled={phase !== 'choosing'}
            onChange={(file) => void check(file)}
          />

          {phase === 'checking' ? (
            <p className={styles.progress}>
              <Spinner size="sm" decorative /> Checking the file...
            </p>
          ) : null}
          {failure ? <Notice type="error">{failure}</Notice> : null}
          {importing ? (
            <div className={styles.progress} role="status">
              <progress aria-label={`Importing ${rowCount}...`} />
              <span>Importing {rowCount}... They are saved together, all or none.</span>
            </div>
          ) : null}
          {preview ? <ImportPreview kind={kind} preview={preview} /> : null}
        </div>
      )}
    </Dialog>
  );
}
