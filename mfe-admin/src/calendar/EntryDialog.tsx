import { Trash2 } from 'lucide-react';
import { api, endpoints } from '@rollcall/api-client';
import {
  calendarEntryInputSchema,
  calendarEntryKinds,
  calendarKindLabels,
  errorMessage,
  NAME_MAX,
  weekdayName,
  type CalendarEntry,
  type ClassInfo,
} from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import {
  ActionDialog,
  CheckboxList,
  DateField,
  DialogForm,
  FormNotices,
  SegmentedControl,
  Select,
  TextInput,
  useSchemaForm,
} from '@rollcall/ui-kit/forms';
import { ListLoading, RetryNotice } from '@rollcall/ui-kit/pages';
import { joinList, splitList } from '../common/idList';
import form from '../common/form.module.css';

interface EntryDialogProps {
  /** The entry to edit; none to add one over `range`. */
  editing: CalendarEntry | null;
  /** The days a new entry opens with. */
  range: { startsOn: string; endsOn: string };
  /** The institute's classes; undefined while they load. */
  classes: readonly ClassInfo[] | undefined;
  /** The classes could not be loaded: nothing can be saved until they are, or it would be for the whole institute. */
  classesFailed: boolean;
  onRetryClasses: () => void;
  onClose: () => void;
  onSaved: (name: string) => void;
  /** Offers Remove on an entry being edited. */
  onRemove: (entry: CalendarEntry) => void;
}

const kindOptions = calendarEntryKinds.map((kind) => ({ value: kind, label: calendarKindLabels[kind] }));
const weekdayOptions = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ value: String(weekday), label: weekdayName(weekday) }));

type EntryValues = { kind: string; name: string; startsOn: string; endsOn: string; classIds: string; followsWeekday: string };

/** Only a follows day names a weekday; the rest leave it out. */
const toInput = ({ followsWeekday, classIds, ...values }: EntryValues) => ({
  ...values,
  classIds: splitList(classIds),
  ...(values.kind === 'follows' ? { followsWeekday: followsWeekday ? Number(followsWeekday) : null } : {}),
});

/** Add a holiday, exam days or a follows day, or change one: its kind, name, days, classes and the weekday it follows. */
export function EntryDialog({
  editing,
  range,
  classes,
  classesFailed,
  onRetryClasses,
  onClose,
  onSaved,
  onRemove,
}: EntryDialogProps) {
  const entryForm = useSchemaForm(
    calendarEntryInputSchema,
    {
      kind: editing?.kind ?? 'holiday',
      name: editing?.name ?? '',
      startsOn: editing?.startsOn ?? range.startsOn,
      endsOn: editing?.endsOn ?? range.endsOn,
      classIds: joinList(editing?.classIds ?? []),
      followsWeekday: editing?.followsWeekday ? String(editing.followsWeekday) : '',
    },
    { toInput, failureText: (error) => errorMessage(error, 'Failed to save the calendar entry') },
  );
  const { busy, values, errors } = entryForm;
  // Archived classes stay choosable only where the entry already names them.
  const classOptions = (classes ?? [])
    .filter((item) => !item.archived || editing?.classIds.includes(item.id))
    .map((item) => ({ value: item.id, label: item.name }));

  const save = entryForm.submit(async (input) => {
    if (!classes) throw new Error('Please wait for the classes to load, then save again');
    if (editing) await api.call(endpoints.updateCalendarEntry, { params: { id: editing.id }, body: input });
    else await api.call(endpoints.createCalendarEntry, { body: input });
    onSaved(input.name);
  });

  const dateField = (name: 'startsOn' | 'endsOn') => ({ ...entryForm.field(name), required: true, disabled: busy });

  return (
    <ActionDialog
      title={editing ? `Edit ${editing.name}` : 'Add to the calendar'}
      busy={busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={editing ? 'Save Changes' : 'Add'}
      busyLabel="Saving..."
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={entryForm} />
        <SegmentedControl
          label="Kind"
          showLabel
          options={kindOptions}
          value={values.kind as CalendarEntry['kind']}
          onChange={(kind) => entryForm.setField('kind', kind)}
          error={errors.kind}
          disabled={busy}
        />
        <TextInput label="Name" required maxLength={NAME_MAX} disabled={busy} {...entryForm.field('name')} />
        <div className={form.pair}>
          <DateField label="First day" {...dateField('startsOn')} />
          <DateField label="Last day" {...dateField('endsOn')} />
        </div>
        {values.kind === 'follows' ? (
          <Select
            label="Follows the timetable of"
            placeholder="Choose a weekday"
            options={weekdayOptions}
            value={values.followsWeekday || null}
            onChange={(weekday) => entryForm.setField('followsWeekday', weekday ?? '')}
            error={errors.followsWeekday}
            required
            disabled={busy}
          />
        ) : null}
        {classesFailed ? <RetryNotice onRetry={onRetryClasses}>Failed to load the classes.</RetryNotice> : null}
        {!classes && !classesFailed ? <ListLoading label="Loading classes" /> : null}
        <CheckboxList
          label="Classes"
          helperText="Tick none for the whole institute"
          options={classOptions}
          value={splitList(values.classIds)}
          onChange={(chosen) => entryForm.setField('classIds', joinList(chosen))}
          error={errors.classIds}
          searchable={classOptions.length > 8}
          disabled={busy}
        />
        {editing ? (
          <Button variant="ghost" icon={<Trash2 size={16} />} onClick={() => onRemove(editing)} disabled={busy}>
            Remove {editing.name}
          </Button>
        ) : null}
      </DialogForm>
    </ActionDialog>
  );
}
