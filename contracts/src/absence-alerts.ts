import { z } from 'zod';

/**
 * How an institute tells families of absences: the same morning, a few minutes after the register that marks a
 * student's first absence of the day; only in the evening run; or not at all.
 */
export const absenceAlertModes = ['off', 'first-absence', 'evening-only'] as const;
export type AbsenceAlertMode = (typeof absenceAlertModes)[number];

/** The bounds of the absence-alert settings. */
export const CONSECUTIVE_ABSENCE_DAYS = { min: 2, max: 10 } as const;
export const ALERT_MINIMUM_LECTURES = { min: 1, max: 50 } as const;

export const absenceAlertMessages = {
  validMode: 'Absence alerts must be off, first-absence or evening-only',
  validConsecutiveDays: `Consecutive absence days must be a whole number from ${CONSECUTIVE_ABSENCE_DAYS.min} to ${CONSECUTIVE_ABSENCE_DAYS.max}, or off`,
  validMinimumLectures: `Alert minimum lectures must be a whole number from ${ALERT_MINIMUM_LECTURES.min} to ${ALERT_MINIMUM_LECTURES.max}`,
  studentsOnOrOff: 'Absence alerts to students must be on or off',
} as const;

/**
 * A student of the teacher's class absent from every lecture on several school days in a row, as their class
 * teacher's Today shows it until the student is present again.
 */
export const absenceStreakSchema = z
  .object({
    studentId: z.uuid(),
    name: z.string(),
    rollNumber: z.string(),
    className: z.string(),
    days: z.number().int().describe('School days in a row absent from every lecture, up to the last one marked'),
    since: z.string().describe('The first of those days, YYYY-MM-DD in the institute’s time zone'),
  })
  .meta({
    id: 'AbsenceStreak',
    description: 'A student of the class teacher’s class absent from every lecture on several school days in a row.',
  });
export type AbsenceStreak = z.infer<typeof absenceStreakSchema>;
