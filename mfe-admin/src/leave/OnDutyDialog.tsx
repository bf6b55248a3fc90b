import { api, endpoints } from '@rollcall/api-client';
import { useState } from 'react';
import { errorMessage, LEAVE_REASON_MAX, onDutyInputSchema, type OnDutyInput } from '@rollcall/contracts';
import {
  ActionDialog,
  DateField,
  DialogForm,
  FormNotices,
  SegmentedControl,
  TextInput,
  useSchemaForm,
} from '@rollcall/ui-kit/forms';
import { useAdminTexts } from '../texts/texts';
import { PeriodPicker } from './PeriodPicker';
import { StudentPicker } from './StudentPicker';

interface OnDutyDialogProps {
  /** The institute's today: the day the form opens on. */
  today: string;
  onClose: () => void;
  /** Granted: how many requests were made (one per student) and how many Absent marks were corrected to Present. */
  onGranted: (requests: number, corrected: number) => void;
}

type Cover = 'whole' | 'some';

/** Lists travel through the form as comma-separated text ('' for none). */
const listOf = (text: string) => (text ? text.split(',') : []);

/** Grant on-duty to a group (a team, an event): students of any classes, a day, whole or some periods, and the reason. */
export function OnDutyDialog({ today, onClose, onGranted }: OnDutyDialogProps) {
  const t = useAdminTexts();
  const [cover, setCover] = useState<Cover>('whole');
  const coverOptions = [
    { value: 'whole', label: t('leave.onDuty.wholeDay') },
    { value: 'some', label: t('leave.onDuty.somePeriods') },
  ] as const;
  const form = useSchemaForm(
    onDutyInputSchema,
    { studentIds: '', date: today, periods: '', reason: '' },
    {
      check: 'submit',
      toInput: (values): OnDutyInput => ({
        studentIds: listOf(values.studentIds),
        date: values.date,
        periods: cover === 'some' ? listOf(values.periods).map(Number) : undefined,
        reason: values.reason,
      }),
      failureText: (error) => errorMessage(error, t('leave.onDuty.failed')),
    },
  );
  const { busy, errors } = form;

  const save = form.submit(async (input) => {
    const answer = await api.call(endpoints.grantOnDuty, { body: input });
    onGranted(answer.leaveRequests.length, answer.corrected);
  });

  return (
    <ActionDialog
      title={t('leave.grant')}
      busy={busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={t('leave.grant')}
      busyLabel={t('leave.onDuty.granting')}
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={form} />
        <StudentPicker
          value={listOf(form.values.studentIds)}
          onChange={(ids) => form.setField('studentIds', ids.join(','))}
          error={errors.studentIds}
          disabled={busy}
        />
        <DateField label={t('leave.onDuty.date')} required disabled={busy} {...form.field('date')} />
        <SegmentedControl
          label={t('leave.onDuty.periods')}
          showLabel
          options={coverOptions}
          value={cover}
          disabled={busy}
          onChange={setCover}
        />
        {cover === 'some' ? (
          <PeriodPicker
            value={listOf(form.values.periods).map(Number)}
            onChange={(periods) => form.setField('periods', periods.join(','))}
            error={errors.periods}
            disabled={busy}
          />
        ) : null}
        <TextInput
          label={t('leave.onDuty.reason')}
          required
          placeholder={t('leave.onDuty.reasonExample')}
          maxLength={LEAVE_REASON_MAX}
          autoComplete="off"
          disabled={busy}
          {...form.field('reason')}
        />
      </DialogForm>
    </ActionDialog>
  );
}
