import { useState } from 'react';
import { type EnrollmentBatchResponse, errorMessage } from '@rollcall/contracts';
import { Button, Dialog, Notice } from '@rollcall/ui-kit';
import { ActionDialog, CheckboxList, type CheckboxOption, DateField, DialogForm, DialogNote } from '@rollcall/ui-kit/forms';
import type { FormSchema } from '@rollcall/ui-kit/forms';
import { ListLoading, RetryNotice } from '@rollcall/ui-kit/pages';
import { BatchOutcome } from './BatchOutcome';
import { type BatchTexts, batchSummary } from './enrolmentBatchTexts';
import { useAdminTexts } from '../texts/texts';

/** What a bulk call takes: the subject, the students chosen and the day. */
export interface BatchInput {
  subjectId: string;
  studentIds: string[];
  from: string;
}

interface StudentBatchDialogProps {
  texts: BatchTexts;
  subjectId: string;
  subjectName: string;
  className: string;
  /** The students to choose from, or undefined while they load. */
  options: readonly CheckboxOption[] | undefined;
  /** Why the students did not load, with Retry. */
  loadFailure?: string | null;
  onRetry?: () => void;
  /** The day offered until one is typed (it may change while the dialog opens, as what it depends on loads). */
  initialDay: string;
  /** The contract's schema of the call's body, checked before sending. */
  schema: FormSchema<unknown>;
  send: (input: BatchInput) => Promise<EnrollmentBatchResponse>;
  /** The call answered: the lists behind the dialog may have changed. */
  onSaved: () => void;
  /** Closes the dialog once it is done, saying on the page what it did. */
  onFinished: (summary: string) => void;
  onClose: () => void;
  variant?: 'primary' | 'danger';
}

/** The first message the schema has for each field of the input. */
function problemsOf(schema: FormSchema<unknown>, input: BatchInput): Partial<Record<keyof BatchInput, string>> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const problems: Partial<Record<keyof BatchInput, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof BatchInput;
    problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * Choose students of a class (search, Select all, then untick the exceptions) and a day, and change them all in one
 * call. When every one was changed the dialog closes; otherwise it shows how many were, and each student who was
 * not, with why.
 */
export function StudentBatchDialog({
  texts,
  subjectId,
  subjectName,
  className,
  options,
  loadFailure,
  onRetry,
  initialDay,
  schema,
  send,
  onSaved,
  onFinished,
  onClose,
  variant = 'primary',
}: StudentBatchDialogProps) {
  const t = useAdminTexts();
  const [chosen, setChosen] = useState<string[]>([]);
  const [typedDay, setDay] = useState<string | null>(null);
  const day = typedDay ?? initialDay;
  const [problems, setProblems] = useState<Partial<Record<keyof BatchInput, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<EnrollmentBatchResponse | null>(null);

  const save = async () => {
    if (busy || !options) return;
    const input = { subjectId, studentIds: chosen, from: day };
    const found = problemsOf(schema, input);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await send(input);
      onSaved();
      if (answer.refused.length === 0) onFinished(texts.done(answer.enrollments.length, subjectName));
      else setOutcome(answer);
    } catch (error) {
      setFailure(errorMessage(error, texts.failure));
    } finally {
      setBusy(false);
    }
  };

  if (outcome) {
    const finish = () => onFinished(batchSummary(t, texts, outcome.enrollments.length, outcome.refused.length, subjectName));
    return (
      <Dialog
        open
        title={texts.title(subjectName)}
        onClose={finish}
        footer={<Button onClick={finish}>{t('subjects.batch.finish')}</Button>}
      >
        <BatchOutcome texts={texts} subjectName={subjectName} outcome={outcome} />
      </Dialog>
    );
  }

  return (
    <ActionDialog
      title={texts.title(subjectName)}
      busy={busy}
      onClose={onClose}
      onAction={() => void save()}
      actionLabel={texts.action(chosen.length)}
      busyLabel={texts.busy}
      variant={variant}
    >
      {/* A plain block, not a form: Enter in the search box narrows the list and must not send it. */}
      <DialogForm>
        {failure ? <Notice type="error">{failure}</Notice> : null}
        {options ? (
          options.length > 0 ? (
            <CheckboxList
              label={t('subjects.batch.students')}
              helperText={texts.helperText(className)}
              options={options}
              value={chosen}
              onChange={(next) => {
                setChosen(next);
                setProblems(({ studentIds: _, ...others }) => others);
              }}
              searchable
              selectAll={t('subjects.batch.selectAll')}
              error={problems.studentIds}
              disabled={busy}
            />
          ) : (
            <DialogNote>{texts.empty(className)}</DialogNote>
          )
        ) : loadFailure && onRetry ? (
          <RetryNotice onRetry={onRetry}>{loadFailure}</RetryNotice>
        ) : (
          <ListLoading label={t('subjects.batch.loading')} />
        )}
        <DateField
          label={texts.day}
          required
          disabled={busy}
          helperText={texts.dayHelp}
          value={day}
          onChange={(next) => {
            setDay(next);
            setProblems(({ from: _, ...others }) => others);
          }}
          error={problems.from}
        />
      </DialogForm>
    </ActionDialog>
  );
}
