import { z } from 'zod';
import { CODE_MAX, NAME_MAX, type SubjectKind, subjectKinds } from './academic-setup';
import { successAnswerOf } from './errors';
import { requiredText, singleLine, TEXT_MAX } from './fields';
import { messages } from './messages';
import { importQuerySchema } from './people';
import { portalSemesterSchema } from './portal';

/** What a subject import says of a line it cannot take, in the product's words. */
export const subjectImportMessages = {
  noSemester: 'There is no semester to add subjects to: add one under Years & semesters first',
  kindUnknown: (kind: string) => `Kind "${kind}" is neither Core nor Elective`,
  teacherUnknown: (teacher: string) => `No teacher of the institute is "${teacher}"`,
  teacherAmbiguous: (teacher: string) => `More than one teacher is named "${teacher}": use their email`,
  codeAlsoOnLine: (code: string, line: number) => `Code "${code}" is also given to a subject of this class on line ${line}`,
} as const;

/** A kind as a spreadsheet writes it: empty is core, and "optional" is an elective; case does not count. */
const KIND_WORDS: Record<string, SubjectKind> = { core: 'core', elective: 'elective', optional: 'elective' };

const kindCell = z
  .string()
  .trim()
  .optional()
  .default('')
  .transform((value, context) => {
    if (!value) return 'core' as const;
    const kind = KIND_WORDS[value.toLocaleLowerCase('en')];
    if (kind) return kind;
    context.addIssue({ code: 'custom', message: subjectImportMessages.kindUnknown(value) });
    return z.NEVER;
  });

/** The teachers of a line, each an email or a name, split by ";" or ","; an empty cell names none. */
const teachersCell = singleLine(
  z.string().max(TEXT_MAX, { error: messages.fieldTooLong('Teachers', TEXT_MAX) }),
  messages.lineBreaksOrControlCharacters('Teachers'),
  messages.cannotBeStored('Teachers'),
)
  .optional()
  .default('')
  .transform((value) => [
    ...new Set(
      value
        .split(/[;,]/)
        .map((part) => part.trim().replace(/\s+/g, ' '))
        .filter(Boolean),
    ),
  ]);

/** One line of a subject import: a class, the subject's name and code, its kind and its teachers. */
export const subjectImportRowSchema = z.object({
  class: requiredText(messages.selectClass, 'Class', NAME_MAX),
  name: requiredText(messages.nameRequired, 'Name', NAME_MAX),
  code: requiredText(messages.codeRequired, 'Code', CODE_MAX),
  kind: kindCell,
  teachers: teachersCell,
});
export type SubjectImportRow = z.output<typeof subjectImportRowSchema>;

/** The import's query, and the semester the subjects are added to: the current one unless `semesterId` says. */
export const subjectImportQuerySchema = importQuerySchema.extend({
  semesterId: z.uuid({ error: messages.selectSemester }).optional(),
});

export const subjectImportRowAnswerSchema = z
  .object({
    line: z.number().int().describe('The line of the file the row starts on; the header is line 1.'),
    className: z.string().describe('As the file names the class.'),
    name: z.string(),
    code: z.string(),
    kind: z.enum(subjectKinds),
    teachers: z
      .array(z.string())
      .describe('The teachers found, by name: one not found is left out, and none is listed when the class is not found.'),
  })
  .meta({ id: 'SubjectImportRow', description: 'One line of a subject import as it was read, before anything is saved.' });
export type SubjectImportRowAnswer = z.infer<typeof subjectImportRowAnswerSchema>;

export const subjectImportPreviewAnswer = successAnswerOf({
  semester: portalSemesterSchema.describe('The semester the subjects are added to.'),
  rows: z.array(subjectImportRowAnswerSchema),
  errors: z.array(z.string()).describe('One per problem ("Line 7: …"), by line; the import would be refused with these.'),
});
export type SubjectImportPreviewResponse = z.infer<typeof subjectImportPreviewAnswer>;
