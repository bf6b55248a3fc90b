/**
 * The swr keys of the admin area: each is the path it is fetched from, so the shared fetcher reads it as is.
 * A change refreshes every list it can affect (see `useAdminChange`).
 */
const query = (path: string, params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const adminKeys = {
  me: '/admin/me',
  academicYears: '/admin/academic-years',
  classes: '/admin/classes',
  teachers: '/admin/teachers',
  admins: '/admin/admins',
  roles: '/admin/roles',
  settings: '/admin/settings',
  subjects: (filter: { classId?: string; semesterId?: string } = {}) => query('/admin/subjects', filter),
  students: (filter: { classId?: string } = {}) => query('/admin/students', filter),
  enrollments: (subjectId: string) => query('/admin/enrollments', { subjectId }),
  timetable: (classId: string, semesterId: string) => query('/admin/timetable', { classId, semesterId }),
};

/** The lists a change to one kind of thing can alter, by the start of their keys. */
export const affectedLists = {
  academicYears: ['/admin/academic-years', '/admin/subjects', '/admin/timetable'],
  classes: ['/admin/classes', '/admin/subjects', '/admin/students', '/admin/timetable'],
  subjects: ['/admin/subjects', '/admin/enrollments', '/admin/timetable', '/admin/teachers'],
  teachers: ['/admin/teachers', '/admin/subjects', '/admin/timetable', '/admin/classes'],
  students: ['/admin/students', '/admin/classes', '/admin/enrollments', '/admin/subjects'],
  enrollments: ['/admin/enrollments', '/admin/subjects'],
  timetable: ['/admin/timetable'],
  roles: ['/admin/roles', '/admin/teachers', '/admin/admins', '/admin/me'],
  settings: ['/admin/settings'],
} as const;
export type ChangedThing = keyof typeof affectedLists;
