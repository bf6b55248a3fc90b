import { useState } from 'react';
import { weekdayName } from '@rollcall/contracts';
import { ActionDialog, CheckboxList, Select } from '@rollcall/ui-kit/forms';
import { useAdminTexts } from '../texts/texts';
import type { DraftSlot } from './draft';
import styles from './Timetable.module.css';

interface CopyDayDialogProps {
  week: readonly DraftSlot[];
  /** The weekday offered first as the one to copy. */
  from: number;
  onClose: () => void;
  /** Replaces the lectures of the days `to` with copies of `from`'s, in the unsaved week. */
  onCopy: (from: number, to: number[]) => void;
}

const weekdays = [1, 2, 3, 4, 5, 6, 7];

/** Copies one weekday's lectures to other weekdays of the unsaved week; the preview says what each day will hold. */
export function CopyDayDialog({ week, from: initial, onClose, onCopy }: CopyDayDialogProps) {
  const t = useAdminTexts();
  const [from, setFrom] = useState(initial);
  const [to, setTo] = useState<number[]>([]);
  const [missing, setMissing] = useState(false);
  const count = (day: number) => week.filter((slot) => slot.weekday === day).length;
  const copies = count(from);
  return (
    <ActionDialog
      title={t('timetable.copyDay.title')}
      busy={false}
      onClose={onClose}
      onAction={() => (to.length === 0 ? setMissing(true) : onCopy(from, to))}
      actionLabel={to.length > 0 ? t('timetable.copyDay.copyTo', { count: to.length }) : t('timetable.copy')}
      busyLabel={t('timetable.copying')}
    >
      <Select
        label={t('timetable.copyDay.from')}
        options={weekdays.map((day) => ({
          value: String(day),
          label: t('timetable.copyDay.day', { weekday: weekdayName(day), count: count(day) }),
        }))}
        value={String(from)}
        onChange={(value) => {
          setFrom(Number(value));
          setTo((current) => current.filter((day) => day !== Number(value)));
        }}
      />
      <CheckboxList
        label={t('timetable.copyDay.to')}
        options={weekdays.filter((day) => day !== from).map((day) => ({ value: String(day), label: weekdayName(day) }))}
        value={to.map(String)}
        onChange={(values) => {
          setTo(values.map(Number));
          setMissing(false);
        }}
        error={missing ? t('timetable.copyDay.chooseDays') : undefined}
      />
      {to.length > 0 ? (
        <ul className={styles.preview} aria-label={t('timetable.copyDay.preview')}>
          {to.map((day) => (
            <li key={day}>{t('timetable.copyDay.previewDay', { weekday: weekdayName(day), copies, replaced: count(day) })}</li>
          ))}
        </ul>
      ) : null}
    </ActionDialog>
  );
}
