import { issueMessages, oneRosterMessages, type SubjectKind } from '@rollcall/contracts';
import type { z } from 'zod';
import type { CredentialsLetterhead } from '../credentials/queue-credentials';
import type { Refusal } from '../db/outcome';
import type { Queryable } from '../db/pool';
import type { RosterLine } from './oneroster-csv';
import type { ImportTally } from './import-tally';

export interface ImportedSubject {
  id: string;
  kind: SubjectKind;
  classId: string;
  semesterId: string;
}

/** One import's transaction and what it has found so far: RollCall's id of each record by the file's sourcedId. */
export interface ImportRun {
  db: Queryable;
  instituteId: string;
  letterhead: CredentialsLetterhead;
  today: string;
  tally: ImportTally;
  years: Map<string, string>;
  semesters: Map<string, string>;
  teachers: Map<string, string>;
  homerooms: Map<string, string>;
  students: Map<string, string>;
  subjects: Map<string, ImportedSubject>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A sourcedId that can be a RollCall id (only those are looked up as ids; any other is matched otherwise). */
export const asRollCallId = (sourcedId: string) => (UUID.test(sourcedId) ? sourcedId.toLowerCase() : null);

/** The problems of a line by the same rules as the form that adds one record, or the parsed value. */
export function checkedBy<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { ok: true; value: z.output<Schema> } | { ok: false; message: string } {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: issueMessages(parsed.error).join('; ') };
}

/** A line's status: bulk files hold every record as it is, so one marked for deletion is refused. */
export const deletedLine = ({ values }: RosterLine) => (values.status ?? '').toLowerCase() === 'tobedeleted';

/** The same sourcedId twice in a file: later lines are refused, naming the first. */
export function firstOfEach(lines: RosterLine[], refuse: (line: RosterLine, message: string) => void): RosterLine[] {
  const first = new Map<string, number>();
  const kept: RosterLine[] = [];
  for (const line of lines) {
    const id = line.values.sourcedId ?? '';
    if (!id) refuse(line, oneRosterMessages.required('sourcedId'));
    else if (deletedLine(line)) refuse(line, oneRosterMessages.statusDeleted);
    else if (first.has(id)) refuse(line, oneRosterMessages.sourcedIdTwice(first.get(id)!));
    else {
      first.set(id, line.line);
      kept.push(line);
    }
  }
  return kept;
}

const REFUSAL_TEXTS: Record<Refusal, string> = {
  'not-found': 'Not found',
  'duplicate-email': 'This email is taken',
  duplicate: 'It clashes with a record that exists',
  conflict: 'It clashes with the records',
  'in-use': 'It is in use',
  forbidden: 'Not allowed',
  invalid: 'Invalid',
};

/** A store's refusal in words: its own message, else one for its reason. */
export const refusalText = (outcome: { reason: Refusal; message?: string }) => outcome.message ?? REFUSAL_TEXTS[outcome.reason];
