import type { SetupStepKey } from '@rollcall/contracts';

/** The screen of each step of the first-run checklist, under the admin area's mount path. */
export const setupStepLinks: Record<SetupStepKey, string> = {
  years: 'administration/years',
  classes: 'administration/classes',
  teachers: 'teacher',
  subjects: 'subject',
  students: 'administration/students',
  timetable: 'administration/timetable',
  settings: 'administration/settings',
};
