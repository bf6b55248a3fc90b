import { CONDONED_LECTURES_MAX, eligibilityTexts, type EligibilityStatus, formatDay, portalTexts } from '@rollcall/contracts';

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** A number of lectures that may be a fraction (a capped condonation): '3', '2.5'. */
export const lectureCount = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** What the admin's eligibility screens say; the statuses' words are the contract's, as every screen reads them. */
export const pageTexts = {
  title: 'Exam eligibility',
  description: 'Who may sit the exams, subject by subject, as of a day: eligible, needing condonation, or short.',
  /** The Reports page's way in. */
  openFromReports: 'Exam eligibility',
  /** As the loading and failure lines name it ('Loading the eligibility list'). */
  noun: 'the eligibility list',
  semester: 'Semester',
  class: 'Class',
  allClasses: 'All classes',
  asOf: 'As of',
  status: 'Status',
  allStatuses: 'All',
  statusWord: (status: EligibilityStatus) => eligibilityTexts.status[status],
  rules: (threshold: number, floor: number, asOf: string) =>
    `As of ${formatDay(asOf)} · eligible from ${portalTexts.percent(threshold)} · condonable from ${portalTexts.percent(floor)}`,
  students: (value: number) => count(value, 'student', 'students'),
  standingsHeading: 'Subject standings',
  noMatches: 'No students match these filters',
  noMatchesHint: 'Choose another class or status, or another day.',
  clearFilters: 'Clear filters',
  noClass: 'No class',
  classCaption: (className: string, students: number) => `${className} · ${count(students, 'student', 'students')}`,
  /** The grid's own scrolling region: the page itself never scrolls sideways. */
  gridRegion: (className: string) => `${className}: eligibility by subject (scrolls sideways)`,
  scrollHint: 'Scroll sideways to see every subject; the names stay in view.',
  studentHeading: 'Roll number · Student',
  notEnrolled: 'Not enrolled',
  noLectures: 'No lectures yet',
  openStudent: (name: string) => `Open ${name}`,
  downloadFailed: 'The eligibility list could not be downloaded',
} as const;

/** What a student's page says. */
export const studentTexts = {
  back: 'Eligibility list',
  description: (rollNumber: string, className: string | null, semester: string) =>
    `${portalTexts.rollNumber(rollNumber)} · ${className ?? pageTexts.noClass} · ${semester}`,
  subjectsCaption: (asOf: string) => `Subjects as of ${formatDay(asOf)}`,
  notInList: 'This student is not in the eligibility list of this semester and day',
  notInListHint: 'They may not be enrolled in a subject of it.',
  noSubjects: 'No subjects in this semester',
  headings: {
    subject: 'Subject',
    attended: 'Present / total',
    condoned: 'Condoned',
    percentage: 'Percentage',
    status: 'Status',
    lecturesLeft: 'Lectures left',
    maxReachable: 'Max reachable',
    canMiss: 'Can miss',
  },
  condonationsHeading: 'Condonations',
  condonationsNoun: 'the condonations',
  noCondonations: 'No condonations granted',
  grant: 'Grant condonation',
  granted: 'Condonation granted',
  withdraw: 'Withdraw',
  /** A card's Withdraw, named apart from the others' for a screen reader. */
  withdrawOne: (title: string) => `Withdraw ${title}`,
  withdrawn: 'Condonation withdrawn',
} as const;

/** What a condonation's card and dialogs say. */
export const condonationTexts = {
  title: (subject: string, lectures: number) => `${subject} · ${count(lectures, 'lecture', 'lectures')}`,
  otherSubject: 'Another subject',
  reason: 'Reason',
  reference: 'Reference',
  granted: 'Granted',
  withdrawn: 'Withdrawn',
  by: (moment: string, name: string | null) => `${moment}${name ? ` by ${name}` : ''}`,
  inForce: 'In force',
  withdrawnBadge: 'Withdrawn',
  subject: 'Subject',
  lectures: 'Lectures',
  lecturesHint: `From 1 to ${CONDONED_LECTURES_MAX}: counted as attended for eligibility only, never as marks`,
  referenceField: 'Reference (optional)',
  referenceHint: 'A certificate or letter number, where there is one',
  grantFailed: 'Failed to grant the condonation',
  granting: 'Granting...',
  withdrawTitle: 'Withdraw condonation',
  withdrawQuestion: (title: string) =>
    `Withdraw the condonation of ${title}? It no longer counts for eligibility, and stays in the history.`,
  withdrawing: 'Withdrawing...',
  withdrawFailed: 'Failed to withdraw the condonation',
} as const;
