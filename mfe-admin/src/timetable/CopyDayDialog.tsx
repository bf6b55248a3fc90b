import { useState } from 'react';
import { weekdayName } from '@rollcall/contracts';
import { ActionDialog, CheckboxList, Select } from '@rollcall/ui-kit/forms';
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

const lectures = (count: number) => (count === 1 ? '1 lecture' : `${count} lectures`);
const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);
const weekdays = [1, 2, 3, 4, 5, 6, 7];

export const copyDayTexts = {
  preview: (day: number, copies: number, replaced: number) =>
    `${weekdayName(day)}: ${lectures(copies)}${replaced > 0 ? `, in place of its ${lectures(replaced)}` : ''}`,
  chooseDays: 'Choose the days to copy to',
} as const;

/** Copies one weekday's lectures to other weekdays of the unsaved week; the preview says what each day will hold. */
export function CopyDayDialog({ week, from: initial, onClose, onCopy }: CopyDayDialogProps) {
  const [from, setFrom] = useState(initial);
  const [to, setTo] = useState<number[]>([]);
  const [missing, setMissing] = useState(false);
  const count = (day: number) => week.filter((slot) => slot.weekday === day).length;
  const copies = count(from);
  return (
    <ActionDialog
      title="Copy a day"
      busy={false}
      onClose={onClose}
      onAction={() => (to.length === 0 ? setMissing(true) : onCopy(from, to))}
      actionLabel={to.length > 0 ? `Copy to ${days(to.length)}` : 'Copy'}
      busyLabel="Copying..."
    >
      <Select
        label="Copy"
        options={weekdays.map((day) => ({ value: String(day), label: `${weekdayName(day)} (${lectures(count(day))})` }))}
        value={String(from)}
        onChange={(value) => {
          setFrom(Number(value));
          setTo((current) => current.filter((day) => day !== Number(value)));
        }}
      />
      <CheckboxList
        label="To"
        options={weekdays.filter((day) => day !== from).map((day) => ({ value: String(day), label: weekdayName(day) }))}
        value={to.map(String)}
        onChange={(values) => {
          setTo(values.map(Number));
          setMissing(false);
        }}
        error={missing ? copyDayTexts.chooseDays : undefined}
      />
      {to.length > 0 ? (
        <ul className={styles.preview} aria-label="What the days will hold">
          {to.map((day) => (
            <li key={day}>{copyDayTexts.preview(day, copies, count(day))}</li>
          ))}
        </ul>
      ) : null}
    </ActionDialog>
  );
}
