import { weekdayName } from '@rollcall/contracts';
import type { Translate } from '@rollcall/i18n';
import type { AdminTextId } from '../texts/texts';

/** A weekday and period of the week in words: 'Monday period 1'. */
export const placeName = (t: Translate<AdminTextId>, weekday: number, period: number) =>
  t('timetable.place', { weekday: weekdayName(weekday), period });
