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
import { useAdminTexts } from '../texts/texts';

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
  const t = useAdminTexts();
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
    { toInput, failureText: (error) => errorMessage(error, t('calendar.saveFailed')) },
  );
  const { busy, values, errors } = entryForm;
  // Archived classes stay choosable only where the entry already names them.
  const classOptions = (classes ?? [])
    .filter((item) => !item.archived || editing?.classIds.includes(item.id))
    .map((item) => ({ value: item.id, label: item.name }));

  const save = entryForm.submit(async (input) => {
    if (!classes) throw new Error(t('calendar.waitForClasses'));
    if (editing) await api.call(endpoints.updateCalendarEntry, { params: { id: editing.id }, body: input });
    else await api.call(endpoints.createCalendarEntry, { body: input });
    onSaved(input.name);
  });

  const dateField = (name: 'startsOn' | 'endsOn') => ({ ...entryForm.field(name), required: true, disabled: busy });

  return (
    <ActionDialog
      title={editing ? t('calendar.editNamed', { name: editing.name }) : t('calendar.addTitle')}
      busy={busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={editing ? t('calendar.saveChanges') : t('calendar.add')}
      busyLabel={t('calendar.saving')}
    >
      <DialogForm onSubmit={save}>
        <FormNotices form={entryForm} />
        <SegmentedControl
          label={t('calendar.kind')}
          showLabel
          options={kindOptions}
          value={values.kind as CalendarEntry['kind']}
          onChange={(kind) => entryForm.setField('kind', kind)}
          error={errors.kind}
          disabled={busy}
        />
        <TextInput label={t('calendar.name')} required maxLength={NAME_MAX} disabled={busy} {...entryForm.field('name')} />
        <div className={form.pair}>
          <DateField label={t('calendar.firstDay')} {...dateField('startsOn')} />
          <DateField label={t('calendar.lastDay')} {...dateField('endsOn')} />
        </div>
        {values.kind === 'follows' ? (
          <Select
            label={t('calendar.follows')}
            placeholder={t('calendar.chooseWeekday')}
            options={weekdayOptions}
            value={values.followsWeekday || null}
            onChange={(weekday) => entryForm.setField('followsWeekday', weekday ?? '')}
            error={errors.followsWeekday}
            required
            disabled={busy}
          />
        ) : null}
        {classesFailed ? <RetryNotice onRetry={onRetryClasses}>{t('calendar.classesFailed')}</RetryNotice> : null}
        {!classes && !classesFailed ? <ListLoading label={t('calendar.loadingClasses')} /> : null}
        <CheckboxList
          label={t('calendar.classes')}
          helperText={t('calendar.classesHint')}
          options={classOptions}
          value={splitList(values.classIds)}
          onChange={(chosen) => entryForm.setField('classIds', joinList(chosen))}
          error={errors.classIds}
          searchable={classOptions.length > 8}
          disabled={busy}
        />
        {editing ? (
          <Button variant="ghost" icon={<Trash2 size={16} />} onClick={() => onRemove(editing)} disabled={busy}>
            {t('calendar.removeNamed', { name: editing.name })}
          </Button>
        ) : null}
      </DialogForm>
    </ActionDialog>
  );
}
