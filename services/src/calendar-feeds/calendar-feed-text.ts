import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import { calendarDayLabel } from '@rollcall/contracts';
import type { FeedEvents, FeedLecture } from './feed-events-store';

/** How often a calendar app is asked to read the feed again, in seconds. */
const REFRESH_SECONDS = 60 * 60;

/** An all-day event's date: a UTC midnight, which ical-generator writes as that date when the event has no zone. */
const dayOf = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + plusDays));
};

/** The same UID for a slot on a day whether it is held, covered or cancelled, so an app updates it in place. */
const uidOf = (lecture: FeedLecture) =>
  lecture.slotId ? `${lecture.slotId}-${lecture.heldOn}@rollcall` : `lecture-${lecture.lectureId}@rollcall`;

function summaryOf(lecture: FeedLecture): string {
  const what = `${lecture.subjectCode} ${lecture.subjectName} — ${lecture.className}`;
  if (lecture.kind === 'cancelled') return `Cancelled: ${what}`;
  if (lecture.cover) return `Cover: ${what}`;
  if (lecture.kind === 'extra') return `Extra lecture: ${what}`;
  return what;
}

/**
 * The feed as RFC 5545 text: timed lectures in the institute's zone (a VTIMEZONE, and TZID on their start and end),
 * extra lectures and calendar days as all-day events; texts in English.
 */
export function calendarFeedText(personName: string, { timeZone, lectures, days }: FeedEvents, stamp = new Date()): string {
  const calendar = ical({
    name: `RollCall — ${personName}`,
    prodId: { company: 'RollCall', product: 'Calendar feed', language: 'EN' },
    // No zone of the calendar's own: ical-generator would write DTSTAMP in it, which must be UTC. Each timed event
    // names its zone, and the generator adds that zone's VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
    x: [['X-WR-TIMEZONE', timeZone]],
  });
  for (const lecture of lectures) {
    const common = {
      id: uidOf(lecture),
      stamp,
      summary: summaryOf(lecture),
      description: `Period ${lecture.period}`,
      ...(lecture.kind === 'cancelled' ? { status: ICalEventStatus.CANCELLED } : {}),
    };
    if (lecture.startsAt && lecture.endsAt)
      calendar.createEvent({
        ...common,
        timezone: timeZone,
        start: new TZDate(lecture.startsAt, timeZone),
        end: new TZDate(lecture.endsAt, timeZone),
      });
    else calendar.createEvent({ ...common, allDay: true, start: dayOf(lecture.heldOn), end: dayOf(lecture.heldOn, 1) });
  }
  for (const day of days)
    calendar.createEvent({
      id: `calendar-${day.entryId}@rollcall`,
      stamp,
      allDay: true,
      start: dayOf(day.startsOn),
      end: dayOf(day.endsOn, 1),
      summary: calendarDayLabel(day),
    });
  // Every content line ends in CRLF, the last one too; ical-generator leaves it off.
  return `${calendar.toString()}\r\n`;
}
