import { endpointsOf } from '../endpoint';

/** The secret iCalendar addresses of a teacher, a student and a parent's child, and the feed they lead to. */
export const calendarFeedEndpoints = endpointsOf({
  teacherCalendarFeed: ['get', '/teacher/calendar-feed'],
  renewTeacherCalendarFeed: ['post', '/teacher/calendar-feed'],
  studentCalendarFeed: ['get', '/student/calendar-feed'],
  renewStudentCalendarFeed: ['post', '/student/calendar-feed'],
  childCalendarFeed: ['get', '/parent/children/{id}/calendar-feed'],
  renewChildCalendarFeed: ['post', '/parent/children/{id}/calendar-feed'],
  calendarFeed: ['get', '/calendar-feed.ics'],
});
