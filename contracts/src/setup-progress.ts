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
