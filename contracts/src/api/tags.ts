/** The groups of the document, each described for an integrator. */
export const tags = {
  'Sign-in':
    'Sessions: sign in with a password or Google, check the session, change a password or set a new one from a mailed link, sign out.',
  Document: 'This OpenAPI document.',
  Enquiries: 'Schools asking to join, and the super admin reading them.',
  Institutes: 'The institutes on the platform and each one’s own details.',
  Admins: 'The administrators of each institute, kept by the super admin.',
  'Academic setup': 'Academic years, semesters, classes (sections), subjects, the weekly timetable and the settings.',
  'School calendar':
    'Holidays, exam days and days that follow another weekday’s timetable, and one day’s cancelled or covered lectures.',
  People: 'Teachers, students with their guardians, enrolments in electives, and CSV imports.',
  Roles: 'Custom roles: which of the seven permissions each admin or teacher holds.',
  Attendance: 'Registers: what to take today, taking one, and a lecture’s history and corrections.',
  'Dashboard and reports': 'The office’s day at a glance and attendance reports, as JSON, CSV or PDF.',
  'Student and parent portals': 'A student’s own attendance, and a parent’s children’s.',
  'Daily summaries and alerts': 'Who receives which attendance mails, and a mail’s one-click unsubscribe.',
  'Calendar feeds':
    'Secret iCalendar addresses a phone’s calendar app subscribes to: a teacher’s lectures, a student’s, a child’s.',
  Eligibility: 'Who may sit the exams as of a day, subject by subject, and the condonations that count lectures as attended.',
  'Leave and on-duty': 'Leave and on-duty asked for by students and parents, decided by the office, or granted by it.',
  Integrations:
    'API tokens that let another system call the admin API for one institute, and webhooks: signed POSTs of its events (registers, corrections, leave decisions, students).',
} as const;

export type Tag = keyof typeof tags;
