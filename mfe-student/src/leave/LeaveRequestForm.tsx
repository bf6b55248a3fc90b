import {
  daysAfter,
  errorMessage,
  LEAVE_DAYS_BACK,
  LEAVE_REASON_MAX,
  type LeaveKind,
  type LeaveRequestInput,
  leaveKinds,
  leaveRequestInputSchema,
} from '@rollcall/contracts';
import {
  DateField,
  FormButtons,
  FormNotices,
  SegmentedControl,
  TextInput,
  useSchemaForm,
  useTimedNotice,
} from '@rollcall/ui-kit/forms';
import { leaveKindIds } from '../texts/sharedIds';
import { useWords } from '../texts/useWords';
import styles from './Leave.module.css';

interface LeaveRequestFormProps {
  /** The institute's today: the days the form opens with. */
  today: string;
  send: (input: LeaveRequestInput) => Promise<unknown>;
}

type LeaveValues = { kind: string; startsOn: string; endsOn: string; periods: string; reason: string };

/** Blank periods are whole days; otherwise each number written ('2, 3'), checked by the schema like the server does. */
const toInput = ({ periods, ...values }: LeaveValues) => {
  const written = periods.split(/[\s,]+/).filter(Boolean);
  return { ...values, ...(written.length > 0 ? { periods: written.map(Number) } : {}) };
};

/** Ask for leave or on-duty: its kind, first and last day, the periods (whole days when none) and the reason. */
export function LeaveRequestForm({ today, send }: LeaveRequestFormProps) {
  const { t, days, answer } = useWords();
  const sent = useTimedNotice();
  const form = useSchemaForm(
    leaveRequestInputSchema,
    { kind: 'leave', startsOn: today, endsOn: today, periods: '', reason: '' },
    {
      toInput,
      check: 'submit',
      focusFirstError: true,
      failureText: (error) => errorMessage(error, t('leave.failed')),
      showText: answer,
    },
  );
  const { busy, values, errors } = form;
  const earliest = daysAfter(today, -LEAVE_DAYS_BACK);

  const submit = form.submit(async (input) => {
    sent.clear();
    await send(input);
    form.reset();
    sent.show(t('leave.sent', { days: days(input.startsOn, input.endsOn) }));
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={t('shared.leave.requestLeave')}>
      <FormNotices form={form} success={sent} dismissible />
      <SegmentedControl
        label={t('leave.kind')}
        showLabel
        options={leaveKinds.map((kind) => ({ value: kind, label: t(leaveKindIds[kind]) }))}
        value={values.kind as LeaveKind}
        onChange={(kind) => form.setField('kind', kind)}
        error={errors.kind && answer(errors.kind)}
        disabled={busy}
      />
      <div className={styles.pair}>
        <DateField label={t('leave.from')} required min={earliest} disabled={busy} {...form.field('startsOn')} />
        <DateField label={t('leave.to')} required min={values.startsOn || earliest} disabled={busy} {...form.field('endsOn')} />
      </div>
      <TextInput label={t('leave.periods')} helperText={t('leave.periodsHelp')} disabled={busy} {...form.field('periods')} />
      <TextInput
        label={t('leave.reason')}
        required
        rows={3}
        maxLength={LEAVE_REASON_MAX}
        disabled={busy}
        {...form.field('reason')}
      />
      <FormButtons
        busy={busy}
        submitLabel={t('shared.leave.requestLeave')}
        busyLabel={t('leave.sending')}
        resetLabel={t('leave.clear')}
        onReset={form.reset}
      />
    </form>
  );
}
