import { oneRosterColumns, oneRosterMessages } from '@rollcall/contracts';
import { type RosterTable, readRosterCsv, type TableSpec } from './oneroster-csv';
import { UnreadableRoster } from './oneroster-unzip';

/** The files an import reads; `users.csv` and `roles.csv` always, the others when the zip has them. */
export interface Roster {
  sessions: RosterTable | null;
  courses: RosterTable | null;
  classes: RosterTable | null;
  users: RosterTable;
  roles: RosterTable;
  enrollments: RosterTable | null;
}

const known = (file: keyof typeof oneRosterColumns) => oneRosterColumns[file];

const specs = {
  'academicSessions.csv': {
    required: ['sourcedId', 'title', 'type', 'startDate', 'endDate'],
    known: known('academicSessions.csv'),
  },
  'courses.csv': { required: ['sourcedId', 'title'], known: known('courses.csv') },
  'classes.csv': { required: ['sourcedId', 'title', 'classType'], known: known('classes.csv') },
  'users.csv': { required: ['sourcedId', 'givenName', 'familyName'], known: known('users.csv') },
  'roles.csv': { required: ['sourcedId', 'userSourcedId', 'role'], known: known('roles.csv') },
  'enrollments.csv': { required: ['sourcedId', 'classSourcedId', 'userSourcedId', 'role'], known: known('enrollments.csv') },
} satisfies Record<string, TableSpec>;

type ReadFile = keyof typeof specs;
const REQUIRED_FILES: ReadFile[] = ['users.csv', 'roles.csv'];
const MANIFEST: TableSpec = { required: ['propertyName', 'value'], known: ['propertyName', 'value'] };

/** The manifest's properties; a missing or unreadable manifest, or one of another version, is the file's problem. */
function manifestOf(files: Map<string, Buffer>): { properties: Map<string, string>; problems: string[] } {
  const bytes = files.get('manifest.csv');
  if (!bytes) return { properties: new Map(), problems: [oneRosterMessages.fileMissing('manifest.csv')] };
  const table = readRosterCsv('manifest.csv', bytes, MANIFEST);
  if (Array.isArray(table)) return { properties: new Map(), problems: table };
  const properties = new Map(table.lines.map(({ values }) => [values.propertyName!, (values.value ?? '').toLowerCase()]));
  const version = properties.get('oneroster.version') ?? '';
  const problems = /^1\.2(\.\d+)?$/.test(version) ? [] : [oneRosterMessages.versionUnsupported(version)];
  return { properties, problems };
}

/**
 * The roster's files, read and checked as files: the manifest says OneRoster 1.2, every file read is bulk, the
 * required files are there, and every file has the columns it needs and none OneRoster does not name. A file the
 * manifest declares absent is not read. Throws UnreadableRoster with every problem found.
 */
export function readRoster(files: Map<string, Buffer>): Roster {
  const { properties, problems } = manifestOf(files);
  const tables = new Map<ReadFile, RosterTable>();
  for (const file of Object.keys(specs) as ReadFile[]) {
    const mode = properties.get(`file.${file.replace(/\.csv$/, '')}`);
    if (mode === 'delta') problems.push(oneRosterMessages.deltaUnsupported(file));
    const bytes = files.get(file);
    if (mode === 'absent' || !bytes) {
      if (REQUIRED_FILES.includes(file) || mode === 'bulk') problems.push(oneRosterMessages.fileMissing(file));
      continue;
    }
    const table = readRosterCsv(file, bytes, specs[file]);
    if (Array.isArray(table)) problems.push(...table);
    else tables.set(file, table);
  }
  if (problems.length > 0) throw new UnreadableRoster(problems);
  return {
    sessions: tables.get('academicSessions.csv') ?? null,
    courses: tables.get('courses.csv') ?? null,
    classes: tables.get('classes.csv') ?? null,
    users: tables.get('users.csv')!,
    roles: tables.get('roles.csv')!,
    enrollments: tables.get('enrollments.csv') ?? null,
  };
}
