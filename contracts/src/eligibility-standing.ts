import { z } from 'zod';

/**
 * Where a student stands for an exam in a subject: `eligible` at or above the threshold, `condonable` from the
 * condonation floor up to it, `short` below the floor.
 */
export const eligibilityStatuses = ['eligible', 'condonable', 'short'] as const;
export type EligibilityStatus = (typeof eligibilityStatuses)[number];

/** The standing of a subject for eligibility, as the list, the portals and the exam cell's files give it. */
export const eligibilityFigures = {
  condoned: z
    .number()
    .describe(
      'Lectures counted as attended by condonation: those granted, capped so that they lift the percentage to the ' +
        'threshold and no further (so it may be a fraction of a lecture).',
    ),
  status: z.enum(eligibilityStatuses),
  maxReachable: z
    .number()
    .nullable()
    .describe('The percentage if the student attends every lecture left; null while there is none, marked or to come.'),
  canMiss: z
    .number()
    .int()
    .describe('How many of the lectures left the student may miss and still end at or above the threshold (0 when none).'),
};
