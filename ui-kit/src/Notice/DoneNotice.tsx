import { Notice } from '@rollcall/ui-kit';
import type { TimedNoticeControls } from '../useTimedNotice';

/** What became of the last change on a page ('Class added'), until it times out or is dismissed. */
export function DoneNotice({ done }: { done: TimedNoticeControls }) {
  return done.notice ? (
    <Notice type={done.notice.type} onDismiss={done.clear}>
      {done.notice.message}
    </Notice>
  ) : null;
}
