import { api, endpoints } from '@rollcall/api-client';
import {
  CONDONATION_REFERENCE_MAX,
  CONDONED_LECTURES_MAX,
  type Condonation,
  condonationInputSchema,
  type EligibilityStudent,
  errorMessage,
  TEXT_MAX,
} from '@rollcall/contracts';
import { ActionDialog, DialogForm, DialogNote, FormNotices, Select, TextInput, useSchemaForm } from '@rollcall/ui-kit/forms';
import { useAdminTexts } from '../texts/texts';

type GrantValues = { subjectId: string; lectures: string; reason: string; reference: string };

interface GrantCondonationDialogProps {
  student: EligibilityStudent;
  onClose: () => void;
  onGranted: (condonation: Condonation) => void;
}

/** Lectures typed as digits; a blank or partly numeric field is no number, so the schema names the rule. */
const asLectures = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** Grant condonation: lectures of one of the student's subjects counted as attended, for eligibility only. */
export function GrantCondonationDialog({ student, onClose, onGranted }: GrantCondonationDialogProps) {
  const t = useAdminTexts();
  const form = useSchemaForm(
    condonationInputSchema,
    { subjectId: '', lectures: '', reason: '', reference: '' } satisfies GrantValues,
    {
      toInput: (values: GrantValues) => ({
        studentId: student.studentId,
        subjectId: values.subjectId,
        lectures: asLectures(values.lectures),
        reason: values.reason,
        reference: values.reference.trim() ? values.reference : undefined,
      }),
      focusFirstError: true,
      failureText: (error) => errorMessage(error, t('eligibility.condonation.grantFailed')),
    },
  );
  const grant = form.submit(async (input) => {
    const { condonation } = await api.call(endpoints.createCondonation, { body: input });
    onGranted(condonation);
  });

  return (
    <ActionDialog
      title={t('eligibility.student.grant')}
      busy={form.busy}
      onClose={onClose}
      onAction={() => void grant()}
      actionLabel={t('eligibility.student.grant')}
      busyLabel={t('eligibility.condonation.granting')}
    >
      <DialogForm onSubmit={grant}>
        <DialogNote>{student.name}</DialogNote>
        <FormNotices form={form} />
        <Select
          id={form.field('subjectId').id}
          label={t('eligibility.condonation.subject')}
          required
          options={student.subjects.map((subject) => ({ value: subject.subjectId, label: `${subject.code} ${subject.name}` }))}
          value={form.values.subjectId || null}
          onChange={(value) => form.setField('subjectId', value ?? '')}
          error={form.errors.subjectId}
          disabled={form.busy}
        />
        <TextInput
          label={t('eligibility.condonation.lectures')}
          required
          inputMode="numeric"
          helperText={t('eligibility.condonation.lecturesHint', { max: CONDONED_LECTURES_MAX })}
          disabled={form.busy}
          {...form.field('lectures')}
        />
        <TextInput
          label={t('eligibility.condonation.reason')}
          required
          maxLength={TEXT_MAX}
          disabled={form.busy}
          {...form.field('reason')}
        />
        <TextInput
          label={t('eligibility.condonation.referenceField')}
          helperText={t('eligibility.condonation.referenceHint')}
          maxLength={CONDONATION_REFERENCE_MAX}
          disabled={form.busy}
          {...form.field('reference')}
        />
      </DialogForm>
    </ActionDialog>
  );
}
