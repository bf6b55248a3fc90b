import { endpointsOf } from '../endpoint';

export const schoolCalendarEndpoints = endpointsOf({
  listCalendar: ['get', '/admin/calendar'],
  createCalendarEntry: ['post', '/admin/calendar'],
  updateCalendarEntry: ['patch', '/admin/calendar/{id}'],
  removeCalendarEntry: ['delete', '/admin/calendar/{id}'],
  listTimetableChanges: ['get', '/admin/timetable/changes'],
  createTimetableChange: ['post', '/admin/timetable/changes'],
  removeTimetableChange: ['delete', '/admin/timetable/changes/{id}'],
  listCoverTeachers: ['get', '/admin/timetable/cover-teachers'],
});
