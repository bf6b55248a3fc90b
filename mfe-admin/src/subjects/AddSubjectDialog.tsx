import { useEffect, useMemo, useState } from 'react';
import { api, endpoints } from '@rollcall/api-client';
import { CODE_MAX, createSubjectSchema, errorMessage, NAME_MAX, subjectKinds, type SubjectKind } from '@rollcall/contracts';
import { Button, Dialog } from '@rollcall/ui-kit';
import {
  DialogForm,
  FormNotices,
  SegmentedControl,
  Select,
  type SelectOption,
  TextInput,
  useSchemaForm,
} from '@rollcall/ui-kit/forms';
import { useAdminTexts } from '../texts/texts';
import { kindLabel } from './subjectColumns';
import { SubjectTeacherPicker } from './SubjectTeacherPicker';
import styles from './AddSubjectDialog.module.css';

/** Where a new subject goes: a class and a semester. */
export interface SubjectPlace {
  classId: string;
  semesterId: string;
}

interface AddSubjectDialogProps {
  classOptions: readonly SelectOption[];
  semesterOptions: readonly SelectOption[];
  /** The class ('' for none) and semester chosen to begin with. */
  classId: string;
  semesterId: string;
  /** A subject was added; `another` keeps the dialog open for the next one. */
  onAdded: (name: string, place: SubjectPlace, another: boolean) => void;
  onClose: () => void;
}

/**
 * 'Add subject': a class's subject in one semester, core or elective, with its teachers (createSubject). "Add and add
 * another" keeps the class, semester and kind for the next subject and clears the rest.
 */
export function AddSubjectDialog({
  classOptions,
  semesterOptions,
  classId,
  semesterId,
  onAdded,
  onClose,
}: AddSubjectDialogProps) {
  const t = useAdminTexts();
  const kindOptions = useMemo(() => subjectKinds.map((kind) => ({ value: kind, label: kindLabel(t, kind) })), [t]);
  const form = useSchemaForm(
    createSubjectSchema,
    { classId, semesterId, name: '', code: '', kind: '' },
    { focusFirstError: true, failureText: (error) => errorMessage(error, t('subjects.addFailed')) },
  );
  const { busy } = form;
  const [teacherIds, setTeacherIds] = useState<string[]>([]);
  const [sending, setSending] = useState<'add' | 'another'>('add');
  const [addedLast, setAddedLast] = useState<string | null>(null);
  const [nextOne, setNextOne] = useState(0);
  const nameId = form.field('name').id;

  // The name takes the focus for the next subject once its field is enabled again.
  useEffect(() => {
    if (nextOne > 0 && !busy) document.getElementById(nameId)?.focus();
  }, [nextOne, busy, nameId]);

  const field = (name: 'classId' | 'semesterId') => {
    const { id, value, error } = form.field(name);
    return { id, value: value || null, error, onChange: (next: string | null) => form.setField(name, next ?? '') };
  };

  const send = (another: boolean) =>
    form.submit(async (input) => {
      setSending(another ? 'another' : 'add');
      setAddedLast(null);
      await api.call(endpoints.createSubject, { body: teacherIds.length > 0 ? { ...input, teacherIds } : input });
      onAdded(input.name, { classId: input.classId, semesterId: input.semesterId }, another);
      if (!another) return;
      form.changeValues((values) => ({ ...values, name: '', code: '' }));
      setTeacherIds([]);
      setAddedLast(input.name);
      setNextOne((count) => count + 1);
    });
  const save = send(false);
  const saveAnother = send(true);

  return (
    <Dialog
      open
      title={t('subjects.add')}
      onClose={busy ? () => {} : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('subjects.cancel')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void saveAnother()}
            disabled={busy && sending !== 'another'}
            busy={busy && sending === 'another'}
            busyLabel={t('subjects.adding')}
          >
            {t('subjects.addAnother')}
          </Button>
          <Button
            onClick={() => void save()}
            disabled={busy && sending !== 'add'}
            busy={busy && sending === 'add'}
            busyLabel={t('subjects.adding')}
          >
            {t('subjects.add')}
          </Button>
        </>
      }
    >
      <DialogForm onSubmit={save}>
        <p role="status" className={styles.added}>
          {addedLast ? t('subjects.addedNext', { name: addedLast }) : null}
        </p>
        <FormNotices form={form} />
        <Select
          label={t('subjects.field.class')}
          required
          searchable
          options={[...classOptions]}
          disabled={busy}
          {...field('classId')}
        />
        <Select
          label={t('subjects.field.semester')}
          required
          options={[...semesterOptions]}
          disabled={busy}
          {...field('semesterId')}
        />
        <TextInput
          label={t('subjects.field.name')}
          required
          maxLength={NAME_MAX}
          autoComplete="off"
          disabled={busy}
          {...form.field('name')}
        />
        <TextInput
          label={t('subjects.field.code')}
          required
          maxLength={CODE_MAX}
          autoComplete="off"
          disabled={busy}
          helperText={t('subjects.codeHelp')}
          {...form.field('code')}
        />
        <SegmentedControl
          label={t('subjects.field.kind')}
          showLabel
          options={kindOptions}
          value={(form.values.kind || null) as SubjectKind | null}
          onChange={(kind) => form.setField('kind', kind)}
          disabled={busy}
          error={form.errors.kind}
          helperText={t('subjects.kindHelp')}
        />
        <SubjectTeacherPicker value={teacherIds} onChange={setTeacherIds} disabled={busy} />
      </DialogForm>
    </Dialog>
  );
}
