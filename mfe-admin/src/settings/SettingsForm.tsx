import { useMemo } from 'react';
import { api } from '@rollcall/api-client';
import { errorMessage, updateSettingsSchema, type InstituteSettings, type InstituteSettingsResponse } from '@rollcall/contracts';
import { FormButtons, FormNotices, SegmentedControl, Select, TextInput, useSchemaForm } from '@rollcall/ui-kit/forms';
import { Panel } from '@rollcall/ui-kit/pages';
import { timeZoneOptions } from './timeZones';
import styles from './Settings.module.css';

type SettingsValues = {
  timeZone: string;
  attendanceThreshold: string;
  dailySummaryAt: string;
  dailySummaries: 'on' | 'off';
  correctionWindowDays: string;
};

const asValues = (settings: InstituteSettings): SettingsValues => ({
  timeZone: settings.timeZone,
  attendanceThreshold: String(settings.attendanceThreshold),
  dailySummaryAt: settings.dailySummaryAt,
  dailySummaries: settings.dailySummaries ? 'on' : 'off',
  correctionWindowDays: String(settings.correctionWindowDays),
});

/** A typed number; a blank field is no number at all, so the schema says what it must be. */
const asNumber = (text: string) => (text.trim() ? Number(text) : Number.NaN);

/** Only what differs from the saved settings goes in the PATCH. */
function changesFrom(saved: SettingsValues) {
  return (values: SettingsValues) => {
    const changed = (field: keyof SettingsValues) => values[field] !== saved[field];
    return {
      timeZone: changed('timeZone') ? values.timeZone : undefined,
      attendanceThreshold: changed('attendanceThreshold') ? asNumber(values.attendanceThreshold) : undefined,
      dailySummaryAt: changed('dailySummaryAt') ? values.dailySummaryAt : undefined,
      dailySummaries: changed('dailySummaries') ? values.dailySummaries === 'on' : undefined,
      correctionWindowDays: changed('correctionWindowDays') ? asNumber(values.correctionWindowDays) : undefined,
    };
  };
}

const onOff = [
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
] as const;

interface SettingsFormProps {
  settings: InstituteSettings;
  /** Without manage_setup the settings are read only. */
  canManage: boolean;
  onSaved: (answer: InstituteSettingsResponse) => void;
}

/** The institute's settings; Save sends only the changed ones. */
export function SettingsForm({ settings, canManage, onSaved }: SettingsFormProps) {
  const saved = useMemo(() => asValues(settings), [settings]);
  const form = useSchemaForm(updateSettingsSchema, saved, {
    toInput: changesFrom(saved),
    firstErrorAsFailure: true,
    failureText: (error) => errorMessage(error, 'Failed to save the settings'),
  });
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);
  const disabled = !canManage || form.busy;
  const save = form.submit(async (input) => {
    onSaved(await api.patch<InstituteSettingsResponse>('/admin/settings', input));
  });

  return (
    <Panel as="form" aria-label="Institute settings" noValidate onSubmit={save} className={styles.form}>
      <FormNotices form={form} />
      <Select
        label="Time zone"
        options={zones}
        value={form.values.timeZone}
        onChange={(zone) => form.setField('timeZone', zone ?? '')}
        error={form.errors.timeZone}
        searchable
        disabled={disabled}
      />
      <TextInput
        label="Attendance threshold (%)"
        inputMode="decimal"
        helperText="Students below this percentage are warned"
        disabled={disabled}
        {...form.field('attendanceThreshold')}
      />
      <TextInput
        label="Daily summary time"
        type="time"
        helperText="Summaries go out at this local time"
        disabled={disabled}
        {...form.field('dailySummaryAt')}
      />
      <div className={styles.choice}>
        <span className={styles.label}>Daily summaries</span>
        <SegmentedControl
          label="Daily summaries"
          options={onOff}
          value={form.values.dailySummaries}
          onChange={(value) => form.setField('dailySummaries', value)}
          disabled={disabled}
        />
        <p className={styles.helper}>Each day's attendance summary, sent to the admins</p>
      </div>
      <TextInput
        label="Correction window (days)"
        inputMode="numeric"
        helperText="Days in which a teacher may still correct their own lecture"
        disabled={disabled}
        {...form.field('correctionWindowDays')}
      />
      {canManage ? (
        <FormButtons busy={form.busy} submitLabel="Save settings" busyLabel="Saving..." resetLabel="Reset" onReset={form.reset} />
      ) : null}
    </Panel>
  );
}
