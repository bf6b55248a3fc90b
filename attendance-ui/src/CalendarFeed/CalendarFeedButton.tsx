import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';
import { useAttendanceTexts } from '../texts/texts';
import styles from './CalendarFeed.module.css';
import { CalendarFeedDialog, type FeedChoice } from './CalendarFeedDialog';

export interface CalendarFeedButtonProps {
  /** The feeds the signed-in user may subscribe to: their own, or each of a parent's children's. */
  choices: readonly FeedChoice[];
}

/**
 * The area menu's "Calendar feed": opens the dialog with the address to add to a phone's calendar. On a phone only its
 * icon shows, so the top bar keeps room for the institute's name; the words stay its accessible name.
 */
export function CalendarFeedButton({ choices }: CalendarFeedButtonProps) {
  const [open, setOpen] = useState(false);
  const { t } = useAttendanceTexts();
  if (!choices.length) return null;
  return (
    <>
      <Button variant="secondary" size="sm" icon={<CalendarDays size={16} />} onClick={() => setOpen(true)}>
        <span className={styles.menuLabel}>{t('feed.menuItem')}</span>
      </Button>
      {open ? <CalendarFeedDialog choices={choices} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
