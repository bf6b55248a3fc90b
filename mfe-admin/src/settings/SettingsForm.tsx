import { useMemo } from 'react';
import { api, endpoints } from '@rollcall/api-client';
import {
  eligibilityMessages,
  errorMessage,
  summarySettingTexts,
  updateSettingsSchema,
  type InstituteSettings,
  type InstituteSettingsResponse,
} from '@rollcall/contracts';
import {
  FormButtons,
  type FormErrors,
  FormNotices,
  SegmentedControl,
  Select,
  TextInput,
  useSchemaForm,
} from '@rollcall/ui-kit/forms';
import { Panel } from '@rollcall/ui-kit/pages';
import { AbsenceAlertFields } from './AbsenceAlertFields';
import { type AbsenceAlertValues, absenceAlertSettings, absenceAlertValues } from './absenceAlertValues';
import { timeZoneOptions } from './timeZones';
import { asNumber } from './typedNumber';
import styles from './Settings.module.css';
import { useAdminTexts } from '../texts/texts';

type SettingsValues = {
  timeZone: string;
  attendanceThreshold: string;
  condonationFloor: string;
  dailySummaryAt: string;
  dailySummaries: 'on' | 'off';
  correctionWindowDays: string;
} & AbsenceAlertValues;

const asValues = (settings: InstituteSettings): SettingsValues => ({
  timeZone: settings.timeZone,
  attendanceThreshold: String(settings.attendanceThreshold),
  condonationFloor: String(settings.condonationFloor),
  dailySummaryAt: settings.dailySummaryAt,
  dailySummaries: settings.dailySummaries ? 'on' : 'off',
  correctionWindowDays: String(settings.correctionWindowDays),
  ...absenceAlertValues(settings),
});

/** The settings as the contract takes them. */
const asSettings = (values: SettingsValues) => ({
  timeZone: values.timeZone,
  attendanceThreshold: asNumber(values.attendanceThreshold),
  condonationFloor: asNumber(values.condonationFloor),
  dailySummaryAt: values.dailySummaryAt,
  dailySummaries: values.dailySummaries === 'on',
  correctionWindowDays: asNumber(values.correctionWindowDays),
  ...absenceAlertSettings(values),
});

/** The floor is at most the threshold typed beside it (the server checks it against the saved one too). */
const floorAtMostThreshold = (values: SettingsValues, errors: FormErrors<SettingsValues>): FormErrors<SettingsValues> => {
  const floor = asNumber(values.condonationFloor);
  const threshold = asNumber(values.attendanceThreshold);
  return errors.condonationFloor || errors.attendanceThreshold || !(floor > threshold)
    ? errors
    : { ...errors, condonationFloor: eligibilityMessages.floorAboveThreshold };
};

/**
 * Only what differs from the saved settings goes in the PATCH. Saved unchanged, the settings are confirmed as
 * they are (the time zone is sent): a new institute's checklist asks its admin to check them and save.
 */
const changesFrom = (saved: SettingsValues) => (values: SettingsValues) => {
  const settings = asSettings(values);
  const changed = Object.entries(settings).filter(
    ([field]) => values[field as keyof SettingsValues] !== saved[field as keyof SettingsValues],
  );
  return changed.length > 0 ? Object.fromEntries(changed) : { timeZone: settings.timeZone };
};

/** The words of each typed-in setting: catalogue ids, or the contracts' texts the summaries' mail also uses. */
const textFields = {
  attendanceThreshold: { label: 'settings.threshold', inputMode: 'decimal', helperText: 'settings.thresholdHint' },
  condonationFloor: { label: 'settings.floor', inputMode: 'decimal', helperText: 'settings.floorHint' },
  dailySummaryAt: { type: 'time' },
  correctionWindowDays: {
    label: 'settings.correctionWindow',
    inputMode: 'numeric',
    helperText: 'settings.correctionWindowHint',
  },
} as const;

interface SettingsFormProps {
  settings: InstituteSettings;
  /** Without manage_setup the settings are read only. */
  canManage: boolean;
  onSaved: (answer: InstituteSettingsResponse) => void;
}

/** The institute's settings; Save sends only the changed ones. */
export function SettingsForm({ settings, canManage, onSaved }: SettingsFormProps) {
  const saved = useMemo(() => asValues(settings), [settings]);
  const t = useAdminTexts();
  const form = useSchemaForm(updateSettingsSchema, saved, {
    toInput: changesFrom(saved),
    crossCheck: floorAtMostThreshold,
    firstErrorAsFailure: true,
    failureText: (error) => errorMessage(error, t('settings.saveFailed')),
  });
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);
  const disabled = !canManage || form.busy;
  const textField = (name: keyof typeof textFields) => {
    const words = textFields[name];
    const text =
      'label' in words
        ? { ...words, label: t(words.label), helperText: t(words.helperText) }
        : { ...words, label: summarySettingTexts.dailySummaryAt, helperText: summarySettingTexts.dailySummaryAtHint };
    return <TextInput {...text} disabled={disabled} {...form.field(name)} />;
  };
  const onOff = [
    { value: 'on', label: t('settings.on') },
    { value: 'off', label: t('settings.off') },
  ] as const;
  const save = form.submit(async (input) => {
    onSaved(await api.call(endpoints.updateSettings, { body: input }));
  });

  return (
    <Panel as="form" aria-label={t('settings.form')} noValidate onSubmit={save} className={styles.form}>
      <FormNotices form={form} />
      <Select
        label={t('settings.timeZone')}
        options={zones}
        value={form.values.timeZone}
        onChange={(zone) => form.setField('timeZone', zone ?? '')}
        error={form.errors.timeZone}
        searchable
        disabled={disabled}
      />
      {textField('attendanceThreshold')}
      {textField('condonationFloor')}
      {textField('dailySummaryAt')}
      <SegmentedControl
        label={summarySettingTexts.dailySummaries}
        showLabel
        helperText={summarySettingTexts.dailySummariesDescription}
        options={onOff}
        value={form.values.dailySummaries}
        onChange={(value) => form.setField('dailySummaries', value)}
        disabled={disabled}
      />
      {textField('correctionWindowDays')}
      <AbsenceAlertFields form={form} disabled={disabled} />
      {canManage ? (
        <FormButtons
          busy={form.busy}
          submitLabel={t('settings.save')}
          busyLabel={t('settings.saving')}
          resetLabel={t('settings.reset')}
          onReset={form.reset}
        />
      ) : null}
    </Panel>
  );
}
