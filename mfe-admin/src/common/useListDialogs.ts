import { useCallback, useState } from 'react';
import { useTimedNotice } from '@rollcall/ui-kit/forms';
import { useAdminChange } from '../data/hooks';
import type { ChangedThing } from '../data/keys';

/**
 * The dialog open on a list page, and what follows a change saved in it: the dialog closes, the notice says
 * what was done, and every list the change can alter is fetched again.
 */
export function useListDialogs<Dialog>(thing: ChangedThing) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const done = useTimedNotice();
  const changed = useAdminChange();
  const open = useCallback((next: Dialog) => setDialog(next), []);
  const close = useCallback(() => setDialog(null), []);
  /** `changedThing`: when the saved change is of another kind of thing than the page lists (a teacher's roles, say). */
  const finish = (message: string, changedThing: ChangedThing = thing) => {
    setDialog(null);
    done.show(message);
    void changed(changedThing);
  };
  return { dialog, open, close, done, finish };
}
