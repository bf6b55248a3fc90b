import ICAL from 'ical.js';

/** One event of a feed as a calendar app reads it. */
export interface ReadEvent {
  uid: string;
  summary: string;
  description: string | null;
  status: string | null;
  /** 'YYYY-MM-DD' for an all-day event; else the instant, as ISO text in UTC. */
  start: string;
  end: string | null;
  allDay: boolean;
  /** The TZID the start is written in; null for an all-day event or a UTC time. */
  startZone: string | null;
}

export interface ReadFeed {
  name: string;
  timeZones: string[];
  events: ReadEvent[];
}

/** A feed's text read with ical.js, each VTIMEZONE it carries used to place the timed events. */
export function readFeed(text: string): ReadFeed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone').map((component) => new ICAL.Timezone(component));
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const timeOf = (time: ICAL.Time | null) => {
    if (!time) return null;
    return time.isDate ? time.toString() : time.toJSDate().toISOString();
  };
  const events = calendar.getAllSubcomponents('vevent').map((component): ReadEvent => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: (component.getFirstPropertyValue('description') as string | null) ?? null,
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      start: timeOf(event.startDate)!,
      end: timeOf(event.endDate),
      allDay: event.startDate.isDate,
      startZone: (component.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
    };
  });
  for (const zone of zones) ICAL.TimezoneService.remove(zone.tzid);
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname') as string,
    timeZones: zones.map((zone) => zone.tzid),
    events,
  };
}
