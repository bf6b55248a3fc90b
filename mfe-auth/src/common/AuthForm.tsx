import type { FormEvent, ReactNode } from 'react';
import { Notice } from '@rollcall/ui-kit';
import layout from './AuthLayout.module.css';

interface Props {
  onSubmit: (event: FormEvent) => void;
  /** The failure shown above the fields, if any. */
  notice: string | null;
  onDismissNotice: () => void;
  children: ReactNode;
}

/** The form of both sign-in screens: validated by the contracts' schemas (not the browser), a failure notice on top. */
export function AuthForm({ onSubmit, notice, onDismissNotice, children }: Props) {
  return (
    <form className={layout.form} onSubmit={onSubmit} noValidate>
      {notice ? (
        <Notice type="error" onDismiss={onDismissNotice}>
          {notice}
        </Notice>
      ) : null}
      {children}
    </form>
  );
}
