import { calendarFeedAnswer, calendarFeedQuerySchema } from '../../calendar-feeds';
import { portalMessages } from '../../portal';
import { calendarFeedEndpoints } from '../endpoints/calendar-feeds';
import { defineRoutes, type RouteDefinition } from '../route';
import { calendarFeedExamples as examples } from './calendar-feeds-examples';

const tag = 'Calendar feeds';
const whose = {
  teacher: 'my lectures (covers I take included, those others cover for me left out)',
  student: 'my lectures',
  parent: 'my child’s lectures',
} as const;

/** Reading a person's feed address (made on first read), and replacing it. */
function feedAddress(access: 'teacher' | 'student' | 'parent') {
  const child = access === 'parent' ? { 404: `Not my child (or no such student): “${portalMessages.childNotFound}”` } : {};
  return {
    read: {
      summary: `The secret address of the iCalendar feed of ${whose[access]}`,
      description:
        'The next 8 weeks of lectures in the institute’s time zone, with cancellations, covers, holidays and exam days, for a ' +
        'phone’s calendar app to subscribe to. The first read makes the address; later reads answer the same one.',
      tag,
      access,
      answers: { 200: { description: 'The address', schema: calendarFeedAnswer, example: examples.address } },
      ...(access === 'parent' ? { refusals: child } : {}),
    },
    renew: {
      summary: `A new secret address for the iCalendar feed of ${whose[access]}`,
      description: 'The old address stops working at once (for a calendar that subscribed to it, or anyone it was shared with).',
      tag,
      access,
      answers: { 200: { description: 'The new address', schema: calendarFeedAnswer, example: examples.renewed } },
      ...(access === 'parent' ? { refusals: child } : {}),
    },
  } satisfies Record<string, RouteDefinition>;
}

const teacher = feedAddress('teacher');
const student = feedAddress('student');
const parent = feedAddress('parent');

export const calendarFeedRoutes = defineRoutes(calendarFeedEndpoints, {
  teacherCalendarFeed: teacher.read,
  renewTeacherCalendarFeed: teacher.renew,
  studentCalendarFeed: student.read,
  renewStudentCalendarFeed: student.renew,
  childCalendarFeed: parent.read,
  renewChildCalendarFeed: parent.renew,
  calendarFeed: {
    summary: 'An iCalendar feed (RFC 5545), by its secret address',
    description:
      'What a calendar app fetches: no session, the `token` of the address is the only authority. Lectures of the next 8 weeks ' +
      'from the institute’s today with their times in its time zone (`VTIMEZONE`, `TZID`), a cancelled one as `STATUS:CANCELLED` ' +
      'under the UID it had, a cover as “Cover: …”, holidays and exam days as all-day events, and extra lectures already taken ' +
      '(all-day, as they have no times). An unknown, replaced or malformed token answers 404, the same for each.',
    tag,
    access: 'public',
    query: calendarFeedQuerySchema,
    answers: { 200: { description: 'The feed', mediaType: 'text/calendar', example: examples.feed } },
    refusals: {
      404: 'No feed has this address (unknown, replaced, or not a feed’s address at all)',
      429: 'Too many feed reads from this address: wait the seconds of `Retry-After`',
    },
    neverAnswers: [400],
  },
});
