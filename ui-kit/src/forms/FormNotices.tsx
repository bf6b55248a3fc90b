import { Notice } from '@rollcall/ui-kit';
import type { TimedNoticeControls } from '../useTimedNotice';

/** What the notices read of a form (useSchemaForm): whether the last submit was invalid, and the failure of the last send. */
export interface FormStatus {
  invalid: boolean;
  failure: string | null;
  dismissFailure: () => void;
}

interface FormNoticesProps {
  form: FormStatus;
  /** The banner shown while the last submit was stopped by invalid input; none without it. */
  invalidBanner?: string;
  /** A success notice shown first (a useTimedNotice), which the user can dismiss. */
  success?: Pick<TimedNoticeControls, 'message' | 'clear'>;
  /** The failure can be dismissed; in a dialog it stays until the next try. */
  dismissible?: boolean;
}

/** The notices at the top of a form, in this order: the success, the validation banner, the failure. */
export function FormNotices({ form, invalidBanner, success, dismissible = false }: FormNoticesProps) {
  return (
    <>
      {success?.message ? (
        <Notice type="success" onDismiss={success.clear}>
          {success.message}
        </Notice>
      ) : null}
      {invalidBanner && form.invalid ? <Notice type="error">{invalidBanner}</Notice> : null}
      {form.failure ? (
        <Notice type="error" onDismiss={dismissible ? form.dismissFailure : undefined}>
          {form.failure}
        </Notice>
      ) : null}
    </>
  );
}
