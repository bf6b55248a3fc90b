import { z } from 'zod';
import { successAnswerOf } from './errors';

/**
 * The CSV files of a OneRoster 1.2 bulk export and their columns, in the order the CSV binding gives them. RollCall
 * writes the files listed here; a file it does not hold (demographics, results, …) is declared absent in the manifest.
 */
export const oneRosterColumns = {
  'orgs.csv': ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
  'academicSessions.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'type',
    'startDate',
    'endDate',
    'parentSourcedId',
    'schoolYear',
  ],
  'courses.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'schoolYearSourcedId',
    'title',
    'courseCode',
    'grades',
    'orgSourcedId',
    'subjects',
    'subjectCodes',
  ],
  'classes.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'grades',
    'courseSourcedId',
    'classCode',
    'classType',
    'location',
    'schoolSourcedId',
    'termSourcedIds',
    'subjects',
    'subjectCodes',
    'periods',
  ],
  'users.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'enabledUser',
    'username',
    'userIds',
    'givenName',
    'familyName',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
    'userMasterIdentifier',
    'resourceSourcedIds',
    'preferredGivenName',
    'preferredMiddleName',
    'preferredFamilyName',
    'primaryOrgSourcedId',
    'pronouns',
  ],
  'roles.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'userSourcedId',
    'roleType',
    'role',
    'beginDate',
    'endDate',
    'orgSourcedId',
    'userProfileSourcedId',
  ],
  'enrollments.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'classSourcedId',
    'schoolSourcedId',
    'userSourcedId',
    'role',
    'primary',
    'beginDate',
    'endDate',
  ],
} as const;

export type OneRosterFile = keyof typeof oneRosterColumns;
export const oneRosterFiles = Object.keys(oneRosterColumns) as OneRosterFile[];

/**
 * The columns RollCall adds to classes.csv as the CSV binding allows (a `metadata.` prefix): which RollCall class
 * (the homeroom's sourcedId) a subject belongs to, and whether it is core or elective.
 */
export const ONEROSTER_CLASS_OF_SUBJECT = 'metadata.rollcall.classSourcedId';
export const ONEROSTER_SUBJECT_KIND = 'metadata.rollcall.kind';

/** Every file a OneRoster 1.2 manifest declares, in the binding's order; those RollCall writes are `bulk`. */
export const oneRosterManifestFiles = [
  'academicSessions',
  'categories',
  'classes',
  'classResources',
  'courses',
  'courseResources',
  'demographics',
  'enrollments',
  'lineItemLearningObjectiveIds',
  'lineItems',
  'lineItemScoreScales',
  'orgs',
  'resources',
  'resultLearningObjectiveIds',
  'results',
  'resultScoreScales',
  'roles',
  'scoreScales',
  'userProfiles',
  'userResources',
  'users',
] as const;

/** The file a download is saved as. */
export const ONEROSTER_FILE_NAME = 'oneroster.zip';

/** An uploaded zip: at most this many entries and this many bytes once inflated, so a zip bomb stops early. */
export const ONEROSTER_ENTRIES_MAX = 40;
export const ONEROSTER_INFLATED_BYTES_MAX = 64 * 1024 * 1024;
/** The most lines one file of an upload may hold (enrolments of a large school run to tens of thousands). */
export const ONEROSTER_LINES_MAX = 200_000;

export const oneRosterImportQuerySchema = z.object({
  commit: z
    .enum(['1', 'true'])
    .optional()
    .describe('Apply the file (all or nothing); without it the call only answers what it would do.'),
});

const actions = ['create', 'update', 'refuse'] as const;

export const oneRosterLineSchema = z
  .object({
    file: z.string().describe('The file of the zip, `users.csv`.'),
    line: z.number().int().describe('The line of that file; its header is line 1.'),
    sourcedId: z.string(),
    action: z.enum(actions).describe('What the import does with the line (lines that change nothing are left out).'),
    what: z.string().describe('The record as the admin reads it: "Student Ananya Iyer (8B-14)".'),
    message: z.string().optional().describe('Why a refused line is refused.'),
  })
  .meta({ id: 'OneRosterLine', description: 'One line of a OneRoster import that would create, change or be refused.' });
export type OneRosterLine = z.infer<typeof oneRosterLineSchema>;

export const oneRosterCountsSchema = z
  .object({
    file: z.string(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
  })
  .meta({ id: 'OneRosterFileCounts', description: 'What a OneRoster import does with the lines of one file.' });
export type OneRosterCounts = z.infer<typeof oneRosterCountsSchema>;

export const oneRosterPreviewAnswer = successAnswerOf({
  files: z.array(oneRosterCountsSchema),
  lines: z.array(oneRosterLineSchema).describe('The lines that create, change or are refused, by file and line.'),
  errors: z.array(z.string()).describe('Every refused line as "users.csv line 7: …"; with any, `?commit=1` is refused.'),
});
export type OneRosterPreview = z.infer<typeof oneRosterPreviewAnswer>;

export const oneRosterImportAnswer = successAnswerOf({
  files: z.array(oneRosterCountsSchema),
  created: z.number().int().describe('Records created, every file together.'),
  updated: z.number().int().describe('Records changed, every file together.'),
});
export type OneRosterImportResponse = z.infer<typeof oneRosterImportAnswer>;

/** What a OneRoster import says of a file or a line it cannot take, in the product's words. */
export const oneRosterMessages = {
  zipOnly: 'Please upload a OneRoster zip file (application/zip)',
  notAZip: 'The file is not a zip archive',
  tooManyEntries: (max: number) => `The zip holds more than ${max} files`,
  tooLargeInflated: (megabytes: number) => `The zip's files come to more than ${megabytes} MB once unpacked`,
  fileMissing: (file: string) => `The zip has no ${file}`,
  notUtf8: (file: string) => `${file} is not UTF-8 text`,
  notCsv: (file: string, line: number) => `${file} line ${line} is not CSV`,
  columnMissing: (file: string, column: string) => `${file} has no column ${column}`,
  columnUnknown: (file: string, column: string) => `${file} has a column ${column} that OneRoster 1.2 does not name`,
  tooManyLines: (file: string, max: number) => `${file} has more than ${max.toLocaleString('en')} lines`,
  versionUnsupported: (version: string) => `The manifest says OneRoster ${version || '(none)'}: only 1.2 is read`,
  deltaUnsupported: (file: string) => `The manifest sends ${file} as a delta: only bulk files are read`,
  line: (file: string, line: number, message: string) => `${file} line ${line}: ${message}`,
  sourcedIdTwice: (line: number) => `This sourcedId is also on line ${line}`,
  required: (column: string) => `${column} is required`,
  badDate: (column: string) => `${column} is not a date (YYYY-MM-DD)`,
  badEmail: 'The email is not a valid address',
  statusDeleted: 'A record to be deleted (tobedeleted) is not read in a bulk file',
  parentUnknown: 'Its parentSourcedId names no schoolYear of academicSessions.csv',
  termUnknown: 'Its termSourcedIds name no semester or term of academicSessions.csv',
  courseUnknown: 'Its courseSourcedId names no course of courses.csv',
  classOfSubjectUnknown: 'It names no homeroom class of classes.csv (metadata.rollcall.classSourcedId)',
  kindUnknown: (kind: string) => `Kind "${kind}" is neither core nor elective`,
  roleMissing: 'roles.csv gives this user no student, teacher, parent or guardian role',
  rollNumberMissing: 'A student needs their roll number in identifier',
  parentWithoutChild: 'No student of the file names this parent in agentSourcedIds',
  homeroomMissing: 'A new student needs a homeroom class (an enrolment in a homeroom of classes.csv)',
  userUnknown: 'Its userSourcedId names no user of users.csv',
  classUnknown: 'Its classSourcedId names no class of classes.csv',
  roleOfUser: (role: string) => `The user is not a ${role}`,
  emailTakenElsewhere: 'This email belongs to someone of another institute',
  manageSetupNeeded: 'You need Manage setup as well as Manage people to import a OneRoster file',
} as const;
