import {
  ONEROSTER_CLASS_OF_SUBJECT,
  ONEROSTER_SUBJECT_KIND,
  type OneRosterFile,
  oneRosterColumns,
  oneRosterFiles,
  oneRosterManifestFiles,
} from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { csvLine } from '../reports/report-csv';
import {
  exportClasses,
  exportCourses,
  exportEnrollments,
  exportInstitute,
  exportSessions,
  exportUsers,
} from './oneroster-export-store';
import { nameParts } from './person-name';

/** `status` and `dateLastModified` stay empty: a bulk file holds every record as it is now. */
const BULK = ['', ''] as const;

const written = (file: string) => oneRosterFiles.some((name) => name === `${file}.csv`);

/** The manifest: versions, each file of the binding bulk or absent, and who wrote it. */
export function manifestCsv(): string {
  return [
    csvLine(['propertyName', 'value']),
    csvLine(['manifest.version', '1.0']),
    csvLine(['oneroster.version', '1.2']),
    ...oneRosterManifestFiles.map((file) => csvLine([`file.${file}`, written(file) ? 'bulk' : 'absent'])),
    csvLine(['source.systemName', 'RollCall']),
    csvLine(['source.systemCode', 'rollcall']),
  ].join('');
}

/** A header and its rows, each row's values in the header's order. */
const csvOf = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  csvLine(header) + rows.map((row) => csvLine(row)).join('');

/** One OneRoster file at a time, each read when its turn comes, as the zip writes them. */
export async function* oneRosterCsvFiles(db: Queryable, instituteId: string): AsyncGenerator<[OneRosterFile, string]> {
  const org = await exportInstitute(db, instituteId);
  yield ['orgs.csv', csvOf(oneRosterColumns['orgs.csv'], [[org.id, ...BULK, org.name, 'school', '', '']])];

  const sessions = await exportSessions(db, instituteId);
  yield [
    'academicSessions.csv',
    csvOf(
      oneRosterColumns['academicSessions.csv'],
      sessions.map((s) => [s.id, ...BULK, s.title, s.type, s.startDate, s.endDate, s.parentId ?? '', s.schoolYear]),
    ),
  ];

  const courses = await exportCourses(db, instituteId);
  yield [
    'courses.csv',
    csvOf(
      oneRosterColumns['courses.csv'],
      courses.map((c) => [c.id, ...BULK, c.yearId ?? '', c.title, c.code, '', org.id, '', '']),
    ),
  ];

  const classes = await exportClasses(db, instituteId);
  yield [
    'classes.csv',
    csvOf(
      [...oneRosterColumns['classes.csv'], ONEROSTER_CLASS_OF_SUBJECT, ONEROSTER_SUBJECT_KIND],
      classes.map((c) => [
        c.id,
        ...BULK,
        c.title,
        '',
        c.courseId,
        c.code,
        c.type,
        '',
        org.id,
        c.termIds.join(','),
        '',
        '',
        '',
        c.homeroomId,
        c.kind,
      ]),
    ),
  ];

  const users = await exportUsers(db, instituteId);
  yield [
    'users.csv',
    csvOf(
      oneRosterColumns['users.csv'],
      users.map((u) => {
        const { givenName, familyName } = nameParts(u.name);
        return [
          u.id,
          ...BULK,
          'true',
          u.email,
          '',
          givenName,
          familyName,
          '',
          u.rollNumber ?? '',
          u.email,
          '',
          '',
          u.agentIds.join(','),
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          org.id,
          '',
        ];
      }),
    ),
  ];
  yield [
    'roles.csv',
    csvOf(
      oneRosterColumns['roles.csv'],
      users.map((u) => [u.id, ...BULK, u.id, 'primary', u.role, '', '', org.id, '']),
    ),
  ];

  const enrollments = await exportEnrollments(db, instituteId);
  yield [
    'enrollments.csv',
    csvOf(
      oneRosterColumns['enrollments.csv'],
      enrollments.map((e) => [
        e.id,
        ...BULK,
        e.classId,
        org.id,
        e.userId,
        e.role,
        e.role === 'teacher' ? String(e.primary) : '',
        e.beginDate ?? '',
        e.endDate ?? '',
      ]),
    ),
  ];
}
