import {
  ONEROSTER_CLASS_OF_SUBJECT,
  ONEROSTER_ENTRIES_MAX,
  ONEROSTER_INFLATED_BYTES_MAX,
  ONEROSTER_SUBJECT_KIND,
  oneRosterFiles,
  oneRosterImportAnswer,
  oneRosterImportQuerySchema,
  oneRosterPreviewAnswer,
} from '../../oneroster';
import { IMPORT_BYTES_MAX } from '../../people';
import { oneRosterEndpoints } from '../endpoints/oneroster';
import { defineRoutes } from '../route';
import { examples } from './oneroster-examples';

const roster = { tag: 'People', access: 'admin', permission: 'manage_people' } as const;
const megabytes = (bytes: number) => bytes / (1024 * 1024);

const mapping =
  'RollCall’s ids are the `sourcedId`s. The institute is the one org (a school); academic years are sessions of type ' +
  '`schoolYear` and their semesters sessions of type `semester` with the year as `parentSourcedId`; a RollCall class ' +
  '(a section such as 8B) is a `homeroom` class whose student enrolments are its members and whose teacher enrolment ' +
  'is its class teacher; a subject of a class in a semester is a `scheduled` class of that term, its course the ' +
  `subject's code in the year, with \`${ONEROSTER_CLASS_OF_SUBJECT}\` naming its homeroom and \`${ONEROSTER_SUBJECT_KIND}\` ` +
  'saying `core` or `elective`. Users are teachers, students (roll number in `identifier`) and parents, each with one ' +
  'primary role in `roles.csv`; `agentSourcedIds` link parents and children.';

export const oneRosterRoutes = defineRoutes(oneRosterEndpoints, {
  exportOneRoster: {
    ...roster,
    summary: 'The institute’s roster as OneRoster 1.2 CSV bulk files in one zip',
    description:
      `The zip holds \`manifest.csv\` and ${oneRosterFiles.map((file) => `\`${file}\``).join(', ')}, every column of ` +
      'the CSV binding in its order; `status` and `dateLastModified` are left empty as bulk files have them, and the ' +
      'manifest declares every other file (demographics among them: RollCall holds none) absent. ' +
      `${mapping} Archived classes, subjects and students are left out. Read in one snapshot and streamed file by file. ` +
      'It needs Manage people: the files hold every person’s name and email and who is whose parent, which is what ' +
      'that permission shows and changes.',
    answers: {
      200: { description: 'The zip file', mediaType: 'application/zip', headers: ['Content-Disposition'] },
    },
  },
  importOneRoster: {
    ...roster,
    summary: 'Import a OneRoster 1.2 zip: what it would do, then with `?commit=1` apply it, all or nothing',
    description:
      `${mapping} Each record is matched by its \`sourcedId\` (a RollCall id of this institute) first, then users by ` +
      'email, years by name, semesters by name within their year, homerooms by class name and subjects by class, ' +
      'semester and code; what is matched is changed where the file differs, the rest created through the same rules ' +
      'as adding each one by hand (new people are mailed their sign-in). Without `?commit=1` the answer says what ' +
      'would be created, changed or refused, file by file and line by line, and nothing is kept; with it, a file with ' +
      'any refused line is refused whole (400, every line named) and otherwise applied in one transaction. It needs ' +
      'Manage setup as well as Manage people, since it adds years, semesters, classes and subjects. ' +
      `The body is the zip itself, at most ${megabytes(IMPORT_BYTES_MAX)} MB, ${ONEROSTER_ENTRIES_MAX} files and ` +
      `${megabytes(ONEROSTER_INFLATED_BYTES_MAX)} MB unpacked; \`manifest.csv\`, \`users.csv\` and \`roles.csv\` are ` +
      'required, the other files read when present.',
    query: oneRosterImportQuerySchema,
    otherBody: { mediaType: 'application/zip', description: 'The OneRoster zip file' },
    answers: {
      200: {
        description: 'What the import would do (no `?commit=1`): nothing is kept',
        schema: oneRosterPreviewAnswer,
        example: examples.preview,
      },
      201: { description: 'Applied: every line, in one transaction', schema: oneRosterImportAnswer, example: examples.imported },
    },
    refusals: {
      400: 'Invalid input: not a zip, too many files or bytes unpacked, a required file or column missing, a column OneRoster does not name, a delta file, or (with `?commit=1`) any refused line, each named; nothing is changed',
      413: `The zip is over ${megabytes(IMPORT_BYTES_MAX)} MB`,
      415: 'The body is not application/zip',
    },
  },
});
