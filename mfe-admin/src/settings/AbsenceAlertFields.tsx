import { useId } from 'react';
import { type AbsenceAlertMode, summarySettingTexts as texts } from '@rollcall/contracts';
import { type FieldProps, type FormErrors, RadioList, Select, Switch, TextInput } from '@rollcall/ui-kit/forms';
import { type AbsenceAlertValues, consecutiveDayChoices, OFF } from './absenceAlertValues';
import styles from './Settings.module.css';

/** From the soonest to none. */
const modeOrder: readonly AbsenceAlertMode[] = ['first-absence', 'evening-only', 'off'];

const modes = modeOrder.map((mode) => ({
  value: mode,
  label: texts.absenceAlertModes[mode].label,
  description: texts.absenceAlertModes[mode].hint,
}));

const dayChoices = [
  { value: OFF, label: texts.consecutiveAbsenceDaysOff },
  ...consecutiveDayChoices.map((days) => ({ value: String(days), label: texts.consecutiveAbsenceDaysChoice(days) })),
];

interface AbsenceAlertFieldsProps {
  /** The settings form's own values, errors and setters. */
  form: {
    values: AbsenceAlertValues;
    errors: FormErrors<AbsenceAlertValues>;
    field: (name: 'alertMinimumLectures') => FieldProps;
    setField: (name: keyof AbsenceAlertValues, value: string) => void;
  };
  disabled: boolean;
}

/** The settings form's section on absence alerts: how families hear of absences, after how many days, and to whom. */
export function AbsenceAlertFields({ form, disabled }: AbsenceAlertFieldsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {texts.absenceAlertsHeading}
      </h2>
      <RadioList
        label={texts.absenceAlerts}
        options={modes}
        value={form.values.absenceAlerts}
        onChange={(mode) => form.setField('absenceAlerts', mode)}
        error={form.errors.absenceAlerts}
        disabled={disabled}
      />
      <Select
        label={texts.consecutiveAbsenceDays}
        options={dayChoices}
        value={form.values.consecutiveAbsenceDays}
        onChange={(days) => form.setField('consecutiveAbsenceDays', days ?? OFF)}
        error={form.errors.consecutiveAbsenceDays}
        disabled={disabled}
      />
      <TextInput
        label={texts.alertMinimumLectures}
        inputMode="numeric"
        helperText={texts.alertMinimumLecturesHint}
        disabled={disabled}
        {...form.field('alertMinimumLectures')}
      />
      <Switch
        label={texts.absenceAlertsToStudents}
        description={texts.absenceAlertsToStudentsHint}
        checked={form.values.absenceAlertsToStudents === 'on'}
        onChange={(on) => form.setField('absenceAlertsToStudents', on ? 'on' : 'off')}
        error={form.errors.absenceAlertsToStudents}
        disabled={disabled}
      />
    </section>
  );
}
