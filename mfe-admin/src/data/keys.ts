import { endpoints, keyOf } from '@rollcall/api-client';

/**
 * The swr keys of the admin area: each is the address of the list's call, so the shared fetcher reads it as is.
 * A change refreshes every list it can affect (see `useAdminChange`).
 */
export const adminKeys = {
  me: keyOf(endpoints.adminMe),
  academicYears: keyOf(endpoints.listAcademicYears),
  classes: keyOf(endpoints.listClasses),
  teachers: keyOf(endpoints.listTeachers),
  admins: keyOf(endpoints.listInstituteAdmins),
  roles: keyOf(endpoints.listRoles),
  settings: keyOf(endpoints.getSettings),
  subjects: (filter: { classId?: string; semesterId?: string } = {}) => keyOf(endpoints.listSubjects, { query: filter }),
  students: (filter: { classId?: string } = {}) => keyOf(endpoints.listStudents, { query: filter }),
  enrollments: (subjectId: string) => keyOf(endpoints.listEnrolments, { query: { subjectId } }),
  timetable: (classId: string, semesterId: string) => keyOf(endpoints.getTimetable, { query: { classId, semesterId } }),
  calendar: (from: string, to: string) => keyOf(endpoints.listCalendar, { query: { from, to } }),
  timetableChanges: (from: string, to: string) => keyOf(endpoints.listTimetableChanges, { query: { from, to } }),
  coverTeachers: (date: string, slotId: string) => keyOf(endpoints.listCoverTeachers, { query: { date, slotId } }),
  periodTimes: keyOf(endpoints.getPeriodTimes),
  apiTokens: keyOf(endpoints.listApiTokens),
};

/**
 * The lists a change to one kind of thing can alter: their calls, whatever their query. The first-run checklist
 * counts what setup has made, so each setup change refreshes it too (an admin back on the dashboard within swr's
 * two-second deduping window would otherwise see the step just done still to do).
 */
export const affectedLists = {
  academicYears: [endpoints.listAcademicYears, endpoints.listSubjects, endpoints.getTimetable, endpoints.setupProgress],
  classes: [
    endpoints.listClasses,
    endpoints.listSubjects,
    endpoints.listStudents,
    endpoints.getTimetable,
    endpoints.setupProgress,
  ],
  subjects: [
    endpoints.listSubjects,
    endpoints.listEnrolments,
    endpoints.getTimetable,
    endpoints.listTeachers,
    endpoints.setupProgress,
  ],
  teachers: [
    endpoints.listTeachers,
    endpoints.listSubjects,
    endpoints.getTimetable,
    endpoints.listClasses,
    endpoints.setupProgress,
  ],
  students: [
    endpoints.listStudents,
    endpoints.listClasses,
    endpoints.listEnrolments,
    endpoints.listSubjects,
    endpoints.setupProgress,
  ],
  enrollments: [endpoints.listEnrolments, endpoints.listSubjects],
  timetable: [endpoints.getTimetable, endpoints.listCoverTeachers, endpoints.setupProgress, endpoints.dashboard],
  calendar: [endpoints.listCalendar],
  timetableChanges: [endpoints.listTimetableChanges, endpoints.listCoverTeachers],
  roles: [endpoints.listRoles, endpoints.listTeachers, endpoints.listInstituteAdmins, endpoints.adminMe],
  // The settings page takes the saved settings from the save's answer.
  settings: [endpoints.setupProgress],
  periodTimes: [endpoints.getPeriodTimes],
  apiTokens: [endpoints.listApiTokens],
} as const;
export type ChangedThing = keyof typeof affectedLists;
