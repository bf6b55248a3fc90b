import { checkLoadingThenRetry as checkPage, type LoadingThenRetry } from '@rollcall/api-client/testing';
import { renderTeacher } from './area';

/** A teacher page at `at` says its list is loading, then why it failed, and Retry loads it. */
export const checkLoadingThenRetry = ({ at, ...check }: Omit<LoadingThenRetry, 'render'> & { at: string }) =>
  checkPage({ ...check, render: () => renderTeacher(at) });
