import { endpointsOf } from '../endpoint';

/** The student's and parent's portals, their choice of mails, and a mail's unsubscribe link. */
export const portalEndpoints = endpointsOf({
  studentAttendance: ['get', '/student/attendance'],
  parentChildren: ['get', '/parent/children'],
  childAttendance: ['get', '/parent/children/{id}/attendance'],
  studentMailPreferences: ['get', '/student/mail-preferences'],
  updateStudentMailPreferences: ['patch', '/student/mail-preferences'],
  parentMailPreferences: ['get', '/parent/mail-preferences'],
  updateParentMailPreferences: ['patch', '/parent/mail-preferences'],
  unsubscribe: ['post', '/mail/unsubscribe'],
  unsubscribePage: ['get', '/mail/unsubscribe'],
});
