import { oneRosterMessages } from '@rollcall/contracts';
import type { Roster } from './oneroster-read';
import type { RosterLine } from './oneroster-csv';
import type { ImportTally } from './import-tally';
import { firstOfEach } from './import-run';

export type RosterRole = 'teacher' | 'student' | 'parent';

const ROLES: Record<string, RosterRole> = { teacher: 'teacher', student: 'student', parent: 'parent', guardian: 'parent' };

/** The roster's records by sourcedId, each user with the role RollCall holds them in, and who is enrolled where. */
export interface RosterIndex {
  users: Map<string, RosterLine & { role: RosterRole | null }>;
  homerooms: RosterLine[];
  scheduled: RosterLine[];
  courses: Map<string, RosterLine>;
  /** Enrolment lines by the kind of class they name; lines naming no class or user are refused here. */
  homeroomStudents: Map<string, RosterLine>;
  homeroomTeachers: Map<string, RosterLine>;
  subjectTeachers: Map<string, RosterLine[]>;
  subjectStudents: RosterLine[];
}

/**
 * Reads the roster's cross-references once: each user's role from roles.csv (primary first; guardian is read as
 * parent, and roles RollCall does not hold leave the user out), the homeroom and scheduled classes, and the
 * enrolments by class. Lines that repeat a sourcedId, or name a user or class the files lack, are refused.
 */
export function indexRoster(roster: Roster, tally: ImportTally): RosterIndex {
  const refuser = (file: string) => (line: RosterLine, message: string) =>
    tally.refuse(file, line.line, line.values.sourcedId ?? '', line.values.sourcedId ?? '', message);
  const userLines = firstOfEach(roster.users.lines, refuser('users.csv'));
  const roleOf = new Map<string, RosterRole>();
  const rolesRead = new Set<string>();
  const ordered = [...roster.roles.lines].sort(
    (a, b) => Number(b.values.roleType === 'primary') - Number(a.values.roleType === 'primary'),
  );
  const userIds = new Set(userLines.map((line) => line.values.sourcedId!));
  for (const line of ordered) {
    const userId = line.values.userSourcedId ?? '';
    if (!userIds.has(userId)) {
      tally.refuse('roles.csv', line.line, line.values.sourcedId ?? '', userId, oneRosterMessages.userUnknown);
      continue;
    }
    rolesRead.add(userId);
    const role = ROLES[(line.values.role ?? '').toLowerCase()];
    if (role && !roleOf.has(userId)) roleOf.set(userId, role);
    tally.record('roles.csv', line.line, line.values.sourcedId ?? '', 'unchanged', userId);
  }
  const users = new Map<string, RosterLine & { role: RosterRole | null }>();
  for (const line of userLines) {
    const id = line.values.sourcedId!;
    if (!rolesRead.has(id)) refuser('users.csv')(line, oneRosterMessages.roleMissing);
    else {
      const role = roleOf.get(id) ?? null;
      // An administrator, an aide, …: RollCall holds none of them, and leaves their lines as they are.
      if (!role) tally.record('users.csv', line.line, id, 'unchanged', '');
      users.set(id, { ...line, role });
    }
  }

  const classLines = roster.classes ? firstOfEach(roster.classes.lines, refuser('classes.csv')) : [];
  const homerooms = classLines.filter(({ values }) => values.classType?.toLowerCase() === 'homeroom');
  const scheduled = classLines.filter(({ values }) => values.classType?.toLowerCase() !== 'homeroom');
  const courses = new Map(
    (roster.courses ? firstOfEach(roster.courses.lines, refuser('courses.csv')) : []).map((line) => [
      line.values.sourcedId!,
      line,
    ]),
  );

  const homeroomIds = new Set(homerooms.map(({ values }) => values.sourcedId!));
  const scheduledIds = new Set(scheduled.map(({ values }) => values.sourcedId!));
  const index: RosterIndex = {
    users,
    homerooms,
    scheduled,
    courses,
    homeroomStudents: new Map(),
    homeroomTeachers: new Map(),
    subjectTeachers: new Map(),
    subjectStudents: [],
  };
  const enrollments = roster.enrollments ? firstOfEach(roster.enrollments.lines, refuser('enrollments.csv')) : [];
  for (const line of enrollments) {
    const { classSourcedId = '', userSourcedId = '' } = line.values;
    const role = (line.values.role ?? '').toLowerCase();
    const user = users.get(userSourcedId);
    if (!homeroomIds.has(classSourcedId) && !scheduledIds.has(classSourcedId))
      refuser('enrollments.csv')(line, oneRosterMessages.classUnknown);
    else if (!user) refuser('enrollments.csv')(line, oneRosterMessages.userUnknown);
    else if (role !== 'student' && role !== 'teacher')
      tally.record('enrollments.csv', line.line, line.values.sourcedId!, 'unchanged', '');
    else if (user.role !== role) refuser('enrollments.csv')(line, oneRosterMessages.roleOfUser(role));
    else if (homeroomIds.has(classSourcedId)) {
      const byUser = role === 'student' ? index.homeroomStudents : index.homeroomTeachers;
      const key = role === 'student' ? userSourcedId : classSourcedId;
      // A student's latest homeroom, and a homeroom's primary teacher, count; the others change nothing.
      const earlier = byUser.get(key);
      const later = !earlier || (role === 'student' ? (line.values.beginDate ?? '') > (earlier.values.beginDate ?? '') : false);
      if (later) {
        if (earlier) tally.record('enrollments.csv', earlier.line, earlier.values.sourcedId!, 'unchanged', '');
        byUser.set(key, line);
      } else tally.record('enrollments.csv', line.line, line.values.sourcedId!, 'unchanged', '');
    } else if (role === 'teacher')
      index.subjectTeachers.set(classSourcedId, [...(index.subjectTeachers.get(classSourcedId) ?? []), line]);
    else index.subjectStudents.push(line);
  }
  return index;
}
