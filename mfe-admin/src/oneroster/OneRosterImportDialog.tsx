import { useState } from 'react';
import { api } from '@rollcall/api-client';
import { endpoints } from '@rollcall/contracts/endpoints';
import { errorMessage, type OneRosterPreview } from '@rollcall/contracts';
import { Button, Dialog, Notice, Spinner } from '@rollcall/ui-kit';
import { FileField } from '@rollcall/ui-kit/forms';
import { useAdminChange } from '../data/hooks';
import { useAdminTexts } from '../texts/texts';
import { OneRosterLines } from './OneRosterLines';
import styles from './OneRoster.module.css';

type Phase = 'choosing' | 'checking' | 'committing' | 'done';

/** The errors of a refused file (400), or null when the call failed otherwise. */
const refusedLines = (error: unknown): string[] | null => {
  const { status, data } = error as { status?: number; data?: { errors?: unknown } | null };
  return status === 400 && Array.isArray(data?.errors) ? data.errors.map(String) : null;
};

/**
 * Import OneRoster in two steps: choose the zip and see what it would create, change or refuse, file by file and
 * line by line; then apply it, all or nothing, which only a file without refused lines may.
 */
export function OneRosterImportDialog({ onClose }: { onClose: () => void }) {
  const t = useAdminTexts();
  const [phase, setPhase] = useState<Phase>('choosing');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<OneRosterPreview | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const changed = useAdminChange();

  const failed = (error: unknown) => {
    const lines = refusedLines(error);
    if (lines) setErrors(lines);
    else setFailure(errorMessage(error, t('oneroster.failed')));
  };

  const check = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setErrors([]);
    setFailure('');
    if (!chosen) return;
    setPhase('checking');
    try {
      const answer = (await api.call(endpoints.importOneRoster, { zip: chosen })) as OneRosterPreview;
      setPreview(answer);
      setErrors(answer.errors);
    } catch (error) {
      failed(error);
    }
    setPhase('choosing');
  };

  const commit = async () => {
    if (!file) return;
    setPhase('committing');
    setFailure('');
    try {
      const answer = await api.call(endpoints.importOneRoster, { query: { commit: '1' }, zip: file });
      if (!('created' in answer)) throw new Error('no import answer');
      setDone(t('oneroster.done', { created: answer.created, updated: answer.updated }));
      setPhase('done');
      for (const thing of ['academicYears', 'classes', 'subjects', 'teachers', 'students', 'enrollments'] as const)
        void changed(thing);
    } catch (error) {
      failed(error);
      setPhase('choosing');
    }
  };

  const committing = phase === 'committing';
  const ready = preview !== null && errors.length === 0 && preview.lines.length > 0;
  return (
    <Dialog
      open
      title={t('oneroster.dialogTitle')}
      onClose={committing ? () => {} : onClose}
      footer={
        phase === 'done' ? (
          <Button onClick={onClose}>{t('oneroster.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={committing}>
              {t('oneroster.cancel')}
            </Button>
            <Button onClick={() => void commit()} disabled={!ready} busy={committing} busyLabel={t('oneroster.committing')}>
              {t('oneroster.commit')}
            </Button>
          </>
        )
      }
    >
      <div className={styles.body}>
        {phase === 'done' ? (
          <Notice type="success">{done}</Notice>
        ) : (
          <>
            <p>{t('oneroster.intro')}</p>
            <FileField
              label={t('oneroster.chooseFile')}
              accept=".zip,application/zip"
              onChange={(chosen) => void check(chosen)}
            />
            {phase === 'checking' ? <Spinner label={t('oneroster.checking')} /> : null}
            {failure ? <Notice type="error">{failure}</Notice> : null}
            {errors.length > 0 ? (
              <Notice type="error">
                <p>{t('oneroster.refusedLead')}</p>
                <ul className={styles.errors}>
                  {errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              </Notice>
            ) : null}
            {preview ? <OneRosterLines preview={preview} /> : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
