import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, messages, type PeriodTime, periodTimesSchema } from '@rollcall/contracts';
import { Button, Notice } from '@rollcall/ui-kit';
import { ActionDialog, TextInput } from '@rollcall/ui-kit/forms';
import { useAdminTexts } from '../texts/texts';
import { nextPeriodTime } from './periods';
import styles from './Timetable.module.css';

interface PeriodTimesDialogProps {
  /** The saved times, or a suggestion when none are saved (`suggested`). */
  initial: readonly PeriodTime[];
  suggested: boolean;
  onClose: () => void;
  onSaved: (periods: PeriodTime[]) => void;
}

type Row = PeriodTime;
type RowErrors = Partial<Record<keyof Row, string>>;

/** When each period of the school day starts and ends, for the whole institute: new lectures take their period's times. */
export function PeriodTimesDialog({ initial, suggested, onClose, onSaved }: PeriodTimesDialogProps) {
  const t = useAdminTexts();
  const [rows, setRows] = useState<Row[]>(() => [...initial]);
  const [errors, setErrors] = useState<RowErrors[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (index: number, field: 'startsAt' | 'endsAt', value: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  const save = async () => {
    const result = periodTimesSchema.safeParse({ periods: rows });
    if (!result.success) {
      const found: RowErrors[] = [];
      for (const issue of result.error.issues) {
        const [, index, field] = issue.path;
        if (typeof index !== 'number' || (field !== 'startsAt' && field !== 'endsAt' && field !== 'period')) continue;
        const row = found[index] ?? {};
        row[field] ??= issue.message;
        found[index] = row;
      }
      setErrors(found);
      setFailure(messages.fixBeforeSaving);
      return;
    }
    setErrors([]);
    setFailure(null);
    setBusy(true);
    try {
      const answer = await api.call(endpoints.savePeriodTimes, { body: result.data });
      onSaved(answer.periods);
    } catch (error) {
      setFailure(errorMessage(error, t('timetable.periodTimes.failed')));
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      title={t('timetable.periodTimes.title')}
      busy={busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={t('timetable.periodTimes.save')}
      busyLabel={t('timetable.saving')}
    >
      <p className={styles.note}>{t('timetable.periodTimes.note')}</p>
      {suggested ? <Notice type="info">{t('timetable.periodTimes.suggestion')}</Notice> : null}
      {failure ? <Notice type="error">{failure}</Notice> : null}
      <ol className={styles.periodTimes} aria-label={t('timetable.periodTimes.list')}>
        {rows.map((row, index) => (
          <li key={row.period} className={styles.periodTime}>
            <span className={styles.periodName}>{t('timetable.period', { period: row.period })}</span>
            <TextInput
              label={t('timetable.periodTimes.startsAt', { period: row.period })}
              type="time"
              value={row.startsAt}
              onChange={(value) => change(index, 'startsAt', value)}
              error={errors[index]?.startsAt ?? errors[index]?.period}
            />
            <TextInput
              label={t('timetable.periodTimes.endsAt', { period: row.period })}
              type="time"
              value={row.endsAt}
              onChange={(value) => change(index, 'endsAt', value)}
              error={errors[index]?.endsAt}
            />
            {index === rows.length - 1 ? (
              <Button
                variant="ghost"
                icon={<Trash2 size={14} />}
                onClick={() => {
                  setRows((current) => current.slice(0, -1));
                  setErrors([]);
                }}
              >
                {t('timetable.periodTimes.remove', { period: row.period })}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        icon={<Plus size={16} />}
        onClick={() => setRows((current) => [...current, nextPeriodTime(current)])}
      >
        {t('timetable.periodTimes.add')}
      </Button>
    </ActionDialog>
  );
}
