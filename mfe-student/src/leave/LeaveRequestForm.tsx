import {
  daysAfter,
  errorMessage,
  LEAVE_DAYS_BACK,
  LEAVE_REASON_MAX,
  type LeaveKind,
  type LeaveRequestInput,
  leaveKinds,
  leaveRequestInputSchema,
  leaveTexts,
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
import { leaveScreenTexts as texts } from './leaveScreenTexts';
import styles from './Leave.module.css';

interface LeaveRequestFormProps {
  /** The institute's today: the days the form opens with. */
  today: string;
  send: (input: LeaveRequestInput) => Promise<unknown>;
}

type LeaveValues = { kind: string; startsOn: string; endsOn: string; periods: string; reason: string };

const kindOptions = leaveKinds.map((kind) => ({ value: kind, label: leaveTexts.kind[kind] }));

/** Blank periods are whole days; otherwise each number written ('2, 3'), checked by the schema like the server does. */
const toInput = ({ periods, ...values }: LeaveValues) => {
  const written = periods.split(/[\s,]+/).filter(Boolean);
  return { ...values, ...(written.length > 0 ? { periods: written.map(Number) } : {}) };
};

/** Ask for leave or on-duty: its kind, first and last day, the periods (whole days when none) and the reason. */
export function LeaveRequestForm({ today, send }: LeaveRequestFormProps) {
  const sent = useTimedNotice();
  const form = useSchemaForm(
    leaveRequestInputSchema,
    { kind: 'leave', startsOn: today, endsOn: today, periods: '', reason: '' },
    { toInput, check: 'submit', focusFirstError: true, failureText: (error) => errorMessage(error, texts.failed) },
  );
  const { busy, values, errors } = form;
  const earliest = daysAfter(today, -LEAVE_DAYS_BACK);

  const submit = form.submit(async (input) => {
    sent.clear();
    await send(input);
    form.reset();
    sent.show(texts.sent(input.startsOn, input.endsOn));
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={leaveTexts.requestLeave}>
      <FormNotices form={form} success={sent} dismissible />
      <SegmentedControl
        label={texts.kind}
        showLabel
        options={kindOptions}
        value={values.kind as LeaveKind}
        onChange={(kind) => form.setField('kind', kind)}
        error={errors.kind}
        disabled={busy}
      />
      <div className={styles.pair}>
        <DateField label={texts.from} required min={earliest} disabled={busy} {...form.field('startsOn')} />
        <DateField label={texts.to} required min={values.startsOn || earliest} disabled={busy} {...form.field('endsOn')} />
      </div>
      <TextInput label={texts.periods} helperText={texts.periodsHelp} disabled={busy} {...form.field('periods')} />
      <TextInput label={texts.reason} required rows={3} maxLength={LEAVE_REASON_MAX} disabled={busy} {...form.field('reason')} />
      <FormButtons busy={busy} submitLabel={texts.send} busyLabel={texts.sending} resetLabel={texts.clear} onReset={form.reset} />
    </form>
  );
}
