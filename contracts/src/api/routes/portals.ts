import { childListAnswer, portalAttendanceQuerySchema, studentAttendanceAnswer } from '../../portal';
import {
  mailPreferencesAnswer,
  unsubscribeAnswer,
  unsubscribeQuerySchema,
  updateMailPreferencesSchema,
} from '../../mail-preferences';
import { portalEndpoints } from '../endpoints/portals';
import { defineRoutes, type RouteDefinition } from '../route';
import { portalExamples as examples } from './portals-examples';

const semesterNotFound =
  'No semester has been set up yet, or the semester asked for is not one the student was enrolled in, or the student is gone';

/** The signed-in student's or parent's choice of mails: read it, or turn a kind on or off. */
function mailPreferences(reader: 'student' | 'parent') {
  const example = reader === 'student' ? examples.preferences : examples.parentPreferences;
  const gone = { 404: 'The signed-in account is gone' };
  return {
    read: {
      summary: 'Which attendance mails I receive, and when the institute sends them',
      tag: 'Daily summaries and alerts',
      access: reader,
      answers: { 200: { description: 'My choice, and the institute’s schedule', schema: mailPreferencesAnswer, example } },
      refusals: gone,
    },
    update: {
      summary: 'Turn the daily summary or the low-attendance alerts on or off for me',
      description: 'Either kind, at least one; a kind left out stays as it is.',
      tag: 'Daily summaries and alerts',
      access: reader,
      body: updateMailPreferencesSchema,
      bodyExample: { lowAttendanceAlerts: false },
      answers: {
        200: {
          description: 'My choice, changed',
          schema: mailPreferencesAnswer,
          example: { ...example, preferences: { ...example.preferences, lowAttendanceAlerts: false } },
        },
      },
      refusals: gone,
    },
  } satisfies Record<string, RouteDefinition>;
}

const student = mailPreferences('student');
const parent = mailPreferences('parent');

/** The student's and parent's portals, their choice of mails, and a mail's unsubscribe link. */
export const portalRoutes = defineRoutes(portalEndpoints, {
  studentAttendance: {
    summary: 'My attendance in a semester (the current one by default): overall, per subject, and every marked lecture',
    tag: 'Student and parent portals',
    access: 'student',
    query: portalAttendanceQuerySchema,
    answers: { 200: { description: 'My attendance', schema: studentAttendanceAnswer, example: examples.studentAttendance } },
    refusals: { 404: semesterNotFound },
  },
  parentChildren: {
    summary: 'The students linked to me, by name',
    tag: 'Student and parent portals',
    access: 'parent',
    answers: { 200: { description: 'My children', schema: childListAnswer, example: examples.children } },
  },
  childAttendance: {
    summary: 'A linked child’s attendance in a semester, as the student sees it',
    description: 'Any student who is not the parent’s child, by any id, answers 404 as no student at all would.',
    tag: 'Student and parent portals',
    access: 'parent',
    query: portalAttendanceQuerySchema,
    answers: {
      200: { description: 'The child’s attendance', schema: studentAttendanceAnswer, example: examples.studentAttendance },
    },
    refusals: { 404: `Not my child (or no such student); or ${semesterNotFound.toLowerCase()}` },
  },
  studentMailPreferences: student.read,
  updateStudentMailPreferences: student.update,
  parentMailPreferences: parent.read,
  updateParentMailPreferences: parent.update,
  unsubscribe: {
    summary: 'A mail’s one-click unsubscribe: turns that kind of mail off for its recipient',
    description:
      'The signed `token` of the mail’s link is the only authority: no session, no CSRF header, any Origin, so a mail ' +
      'client’s RFC 8058 one-click POST (`List-Unsubscribe=One-Click`, form-encoded) works, as does the shell’s ' +
      'unsubscribe page (which sends no body). A body, of any type (up to 1 KB), is read and dropped. Sent again, it ' +
      'changes nothing more.',
    tag: 'Daily summaries and alerts',
    access: 'public',
    csrf: false,
    query: unsubscribeQuerySchema,
    otherBody: {
      mediaType: 'application/x-www-form-urlencoded',
      description: 'A mail client’s one-click request (RFC 8058): `List-Unsubscribe=One-Click`',
      example: 'List-Unsubscribe=One-Click',
      optional: true,
    },
    answers: {
      200: {
        description: 'Turned off: the kind and the address it was for',
        schema: unsubscribeAnswer,
        example: examples.unsubscribed,
      },
    },
    refusals: {
      400: 'The token is missing, too long, or not signed as it stands',
      404: 'The token’s recipient is gone, or is no longer a student or parent of its institute',
      413: 'The body is over 1 KB',
      429: 'Too many unsubscribes from this address: wait the seconds of `Retry-After`',
    },
    neverAnswers: [415],
  },
  unsubscribePage: {
    summary: 'A mail’s unsubscribe link opened in a browser: to the shell’s unsubscribe page, which asks first',
    description: 'A GET never unsubscribes (a link scanner may follow it). The token is passed on as it is.',
    tag: 'Daily summaries and alerts',
    access: 'public',
    query: unsubscribeQuerySchema,
    answers: { 302: { description: 'To the shell’s `/unsubscribe?token=…`', redirect: true } },
    refusals: { 400: 'The token is missing or too long' },
    neverAnswers: [503],
  },
});
