import { useState } from 'react';
import { api, type ApiError } from '@rollcall/api-client';
import { errorMessage, type ImportResponse } from '@rollcall/contracts';
import { Button, Dialog, Notice, Spinner } from '@rollcall/ui-kit';
import { FileField } from '@rollcall/ui-kit/forms';
import { useAdminChange } from '../data/hooks';
import { useAdminTexts } from '../texts/texts';
import { fileProblem, linesWithProblems, megabytes, textProblem } from './csvFile';
import { ImportColumns } from './ImportColumns';
import { ImportOutcome } from './ImportOutcome';
import { counted, type ImportKind } from './importKinds';
import { ImportPreview, type Preview } from './ImportPreview';
import { ImportSemester } from './ImportSemester';
import { type SkipMode, SkipChoice } from './SkipChoice';
import styles from './ImportDialog.module.css';

type Phase = 'choosing' | 'checking' | 'importing' | 'imported';

/** The per-line errors of a refused file (400), or null when the call failed otherwise. */
const lineErrors = (error: unknown): string[] | null => {
  const { status, data } = error as ApiError;
  const errors = (data as { errors?: unknown } | null)?.errors;
  return status === 400 && Array.isArray(errors) ? errors.map(String) : null;
};

/** What a preview answers: its rows and problems, and for enrolments and subjects the semester they are of. */
interface PreviewAnswer<Row> {
  rows: Row[];
  errors: string[];
  semester?: { name: string };
}

interface ImportDialogProps<Row extends { line: number }> {
  kind: ImportKind<Row>;
  onClose: () => void;
}

/**
 * A CSV import in three steps: choose a file (a template to start from), see what the server read of it with every
 * problem by line, then import every row in one go, which only a file without problems may; or, when the admin
 * chooses so, the good lines, with the others offered as a file to download.
 */
export function ImportDialog<Row extends { line: number }>({ kind, onClose }: ImportDialogProps<Row>) {
  const t = useAdminTexts();
  const [phase, setPhase] = useState<Phase>('choosing');
  const [preview, setPreview] = useState<Preview<Row> | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ImportResponse | null>(null);
  const [mode, setMode] = useState<SkipMode>('all');
  const [semesterId, setSemesterId] = useState<string | null>(null);
  const changed = useAdminChange();
  const many = t(`imports.noun.${kind.noun}`);
  const semester = kind.choosesSemester && semesterId ? { semesterId } : {};

  /** A call that failed: a refused file shows its problems by line, anything else a notice. */
  const refused = (error: unknown, text: string, rows: Row[]) => {
    const errors = lineErrors(error);
    if (errors) setPreview({ text, rows, errors });
    else setFailure(errorMessage(error, t('imports.readFailed', { many })));
  };

  const checkText = async (text: string, query: { semesterId?: string }) => {
    setPhase('checking');
    try {
      // With the preview asked for, the answer is the preview (200), its rows those of the kind's own call.
      const answer = (await api.call(kind.endpoint, {
        query: { preview: 'true', ...query },
        csv: text,
      })) as unknown as PreviewAnswer<Row>;
      setPreview({ text, rows: answer.rows, errors: answer.errors, semesterName: answer.semester?.name });
    } catch (error) {
      refused(error, text, []);
    }
    setPhase('choosing');
  };

  const check = async (file: File | null) => {
    setPreview(null);
    setFailure(null);
    setFileError(file ? fileProblem(t, file) : null);
    if (!file || fileProblem(t, file)) return;
    setPhase('checking');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const unreadable = textProblem(bytes);
    if (unreadable) {
      setFileError(unreadable);
      setPhase('choosing');
      return;
    }
    await checkText(new TextDecoder().decode(bytes), semester);
  };

  const chooseSemester = (next: string | null) => {
    setSemesterId(next);
    setFailure(null);
    if (preview) void checkText(preview.text, next ? { semesterId: next } : {});
  };

  const importRows = async () => {
    if (!preview) return;
    setFailure(null);
    setPhase('importing');
    try {
      const query = { ...semester, ...(mode === 'good' ? { skipBadLines: 'true' as const } : {}) };
      const answer = (await api.call(kind.endpoint, { query, csv: preview.text })) as ImportResponse;
      setOutcome(answer);
      setPhase('imported');
      void changed(kind.changed);
    } catch (error) {
      refused(error, preview.text, preview.rows);
      setPhase('choosing');
    }
  };

  const importing = phase === 'importing';
  const bad = linesWithProblems(preview?.errors ?? []);
  const goodLines = preview ? preview.rows.filter((row) => !bad.has(row.line)).length : 0;
  const wholeFileProblem = (preview?.errors.length ?? 0) > 0 && bad.size === 0;
  const count = mode === 'good' ? goodLines : (preview?.rows.length ?? 0);
  const ready = preview !== null && count > 0 && !wholeFileProblem && (mode === 'good' || preview.errors.length === 0);
  const rowCount = counted(t, count, kind.noun);

  return (
    <Dialog
      open
      title={t('imports.title', { many })}
      onClose={importing ? () => {} : onClose}
      footer={
        phase === 'imported' ? (
          <Button onClick={onClose}>{t('imports.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={importing}>
              {t('imports.cancel')}
            </Button>
            <Button
              onClick={() => void importRows()}
              disabled={!ready}
              busy={importing}
              busyLabel={t('imports.importing', { rows: rowCount })}
            >
              {ready ? t('imports.importRows', { rows: rowCount }) : t('imports.title', { many })}
            </Button>
          </>
        )
      }
    >
      {phase === 'imported' && outcome ? (
        <ImportOutcome outcome={outcome} kind={kind} />
      ) : (
        <div className={styles.body}>
          <ImportColumns columns={kind.columns} fileName={kind.fileName} note={kind.note && t(kind.note)} />

          {kind.choosesSemester ? (
            <ImportSemester value={semesterId} onChange={chooseSemester} disabled={phase !== 'choosing'} />
          ) : null}

          <FileField
            label={t('imports.csvFile')}
            accept=".csv,text/csv"
            helperText={t('imports.csvFileHint', { megabytes })}
            error={fileError ?? undefined}
            disabled={phase !== 'choosing'}
            onChange={(file) => void check(file)}
          />

          <SkipChoice value={mode} onChange={setMode} disabled={importing} />

          {phase === 'checking' ? (
            <p className={styles.progress}>
              <Spinner size="sm" decorative /> {t('imports.checking')}
            </p>
          ) : null}
          {failure ? <Notice type="error">{failure}</Notice> : null}
          {importing ? (
            <div className={styles.progress} role="status">
              <progress aria-label={t('imports.importing', { rows: rowCount })} />
              <span>
                {t('imports.importing', { rows: rowCount })} {mode === 'good' ? t('imports.savingGood') : t('imports.savingAll')}
              </span>
            </div>
          ) : null}
          {preview ? <ImportPreview kind={kind} preview={preview} goodLines={mode === 'good' ? goodLines : null} /> : null}
        </div>
      )}
    </Dialog>
  );
}
