import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { calendarFeedTexts as texts } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { CalendarFeedDialog, type FeedChoice } from './CalendarFeedDialog';

export interface CalendarFeedButtonProps {
  /** The feeds the signed-in user may subscribe to: their own, or each of a parent's children's. */
  choices: readonly FeedChoice[];
}

/** The area menu's "Calendar feed": opens the dialog with the address to add to a phone's calendar. */
export function CalendarFeedButton({ choices }: CalendarFeedButtonProps) {
  const [open, setOpen] = useState(false);
  if (!choices.length) return null;
  return (
    <>
      <Button variant="secondary" size="sm" icon={<CalendarDays size={16} />} onClick={() => setOpen(true)}>
        {texts.menuItem}
      </Button>
      {open ? <CalendarFeedDialog choices={choices} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
