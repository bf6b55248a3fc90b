import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { BarButton } from '@rollcall/ui-kit/pages';
import { useFeedTexts } from './texts/texts';
import { CalendarFeedDialog, type FeedChoice } from './CalendarFeedDialog';

export interface CalendarFeedButtonProps {
  /** The feeds the signed-in user may subscribe to: their own, or each of a parent's children's. */
  choices: readonly FeedChoice[];
}

/** The area menu's "Calendar feed" (only its icon on a phone): opens the dialog with the address to add to a phone's calendar. */
export function CalendarFeedButton({ choices }: CalendarFeedButtonProps) {
  const [open, setOpen] = useState(false);
  const t = useFeedTexts();
  if (!choices.length) return null;
  return (
    <>
      <BarButton icon={<CalendarDays size={16} />} label={t('feed.menuItem')} onClick={() => setOpen(true)} />
      {open ? <CalendarFeedDialog choices={choices} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
