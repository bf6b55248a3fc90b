import { useState, type ReactNode } from 'react';
import { errorMessage } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { CheckboxList, SaveChangesDialog, type CheckboxOption, DialogForm } from '@rollcall/ui-kit/forms';
import { ListLoading, RetryNotice } from '@rollcall/ui-kit/pages';
import { useAdminTexts } from '../texts/texts';

interface ChecklistDialogProps {
  title: string;
  /** Names the list of choices. */
  label: string;
  /** What choosing means, under the label. */
  helperText?: string;
  /** The choices, or undefined while they load. */
  options: readonly CheckboxOption[] | undefined;
  /** Why the choices did not load, with Retry. */
  loadFailure: string | null;
  onRetry: () => void;
  /** Shown instead of the list when there is nothing to choose from (and where to add some). */
  empty: ReactNode;
  /** The ids chosen when it opens. */
  initial: readonly string[];
  searchable?: boolean;
  /** The first problem of the chosen ids by the contract's schema, if any. */
  check: (ids: string[]) => string | undefined;
  /** Sends the chosen ids; a failure stays in the dialog. */
  save: (ids: string[]) => Promise<void>;
  /** The text of a failed save whose answer says nothing. */
  failureFallback: string;
  onClose: () => void;
}

/** Choose several of a list (a subject's teachers, a teacher's roles) and save the whole set at once. */
export function ChecklistDialog({
  title,
  label,
  helperText,
  options,
  loadFailure,
  onRetry,
  empty,
  initial,
  searchable,
  check,
  save,
  failureFallback,
  onClose,
}: ChecklistDialogProps) {
  const t = useAdminTexts();
  const [chosen, setChosen] = useState<string[]>(() => [...initial]);
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSave = async () => {
    if (busy || !options) return;
    setFailure(null);
    const found = check(chosen);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await save(chosen);
    } catch (error) {
      setFailure(errorMessage(error, failureFallback));
      setBusy(false);
    }
  };

  return (
    <SaveChangesDialog title={title} busy={busy} onClose={onClose} onSave={() => void onSave()}>
      <DialogForm>
        {failure ? <Notice type="error">{failure}</Notice> : null}
        {options ? (
          options.length > 0 ? (
            <CheckboxList
              label={label}
              helperText={helperText}
              options={options}
              value={chosen}
              onChange={(next) => {
                setChosen(next);
                setProblem(undefined);
              }}
              searchable={searchable}
              error={problem}
              disabled={busy}
            />
          ) : (
            empty
          )
        ) : loadFailure ? (
          <RetryNotice onRetry={onRetry}>{loadFailure}</RetryNotice>
        ) : (
          <ListLoading label={t('common.loadingList', { what: label.toLowerCase() })} />
        )}
      </DialogForm>
    </SaveChangesDialog>
  );
}
