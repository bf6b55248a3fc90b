import { z } from 'zod';
import { successAnswerOf } from './errors';

// The first-run checklist: how far the institute is set up, step by step, in the order a new school takes them.

export const setupStepKeys = ['years', 'classes', 'teachers', 'subjects', 'students', 'timetable', 'settings'] as const;
export type SetupStepKey = (typeof setupStepKeys)[number];

export const setupStepSchema = z.object({
  key: z.enum(setupStepKeys),
  done: z.boolean(),
  /** How many the institute has: semesters, classes, teachers, subjects, students, timetable lectures; settings saves (0 or 1). */
  count: z.number().int().nonnegative(),
});
export type SetupStep = z.infer<typeof setupStepSchema>;

export const setupProgressAnswer = successAnswerOf({ steps: z.array(setupStepSchema) });
export type SetupProgressResponse = z.infer<typeof setupProgressAnswer>;

/** What the first-run checklist says. */
export const setupProgressTexts = {
  heading: 'Set up your institute',
  intro: 'Take these steps in order; the next one is highlighted. This list goes away once every step is done.',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  done: 'Done',
  toDo: 'To do',
  next: 'Next step',
  failed: 'Could not load the setup progress',
  steps: {
    years: { title: 'Academic year and semester', hint: 'Add the year and its first semester, with their dates' },
    classes: { title: 'Classes', hint: 'Add the classes and sections' },
    teachers: { title: 'Teachers', hint: 'Add the teachers; each gets a sign-in by mail' },
    subjects: { title: 'Subjects', hint: 'Add each class’s subjects for the semester, with their teachers' },
    students: { title: 'Students', hint: 'Add the students and their guardians, or import them from a CSV file' },
    timetable: { title: 'Timetable', hint: 'Set each class’s weekly lectures' },
    settings: { title: 'Settings', hint: 'Check the time zone, attendance threshold and daily summary, then save' },
  } satisfies Record<SetupStepKey, { title: string; hint: string }>,
  noLecturesYet: 'No lectures are scheduled yet — set up the timetable',
} as const;
