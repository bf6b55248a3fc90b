import { z } from 'zod';
import { PERIOD_MAX } from './academic-setup';
import { clockTime } from './calendar';
import { successAnswerOf } from './errors';
import { wholeNumber } from './fields';
import { messages } from './messages';
import { strictObject } from './strict';

/** What an admin reads about the period times of the institute. */
export const periodTimeTexts = {
  periodTwice: (period: number) => `Period ${period} appears twice`,
  startsBeforePreviousEnds: (period: number, previous: number) =>
    `Period ${period} must start at or after the end of period ${previous}`,
  tooManyPeriods: `At most ${PERIOD_MAX} periods`,
  listRequired: 'Please give the list of periods',
} as const;

export const periodTimeSchema = strictObject({
  period: wholeNumber(1, PERIOD_MAX, messages.validPeriod),
  startsAt: clockTime(),
  endsAt: clockTime(),
}).refine((time) => time.endsAt > time.startsAt, { error: messages.endTimeBeforeStart, path: ['endsAt'] });
export type PeriodTime = z.output<typeof periodTimeSchema>;

/**
 * PUT /admin/period-times: the whole list. In period order, each period starts at or after the previous one ends,
 * so no two overlap; a period number may be left out (a gap), never given twice.
 */
export const periodTimesSchema = strictObject({
  periods: z
    .array(periodTimeSchema, { error: periodTimeTexts.listRequired })
    .max(PERIOD_MAX, { error: periodTimeTexts.tooManyPeriods }),
}).superRefine(({ periods }, context) => {
  const seen = new Set<number>();
  periods.forEach((time, index) => {
    if (seen.has(time.period))
      context.addIssue({ code: 'custom', message: periodTimeTexts.periodTwice(time.period), path: ['periods', index, 'period'] });
    seen.add(time.period);
  });
  const inOrder = periods.map((time, index) => ({ ...time, index })).sort((a, b) => a.period - b.period);
  inOrder.forEach((time, position) => {
    const previous = inOrder[position - 1];
    if (previous && previous.period !== time.period && time.startsAt < previous.endsAt)
      context.addIssue({
        code: 'custom',
        message: periodTimeTexts.startsBeforePreviousEnds(time.period, previous.period),
        path: ['periods', time.index, 'startsAt'],
      });
  });
});
export type PeriodTimesInput = z.input<typeof periodTimesSchema>;

export const periodTimeAnswerSchema = z
  .object({
    period: z.number().int().describe(`The period of the day, 1 to ${PERIOD_MAX}.`),
    startsAt: z.string().describe('Local time, HH:MM.'),
    endsAt: z.string().describe('Local time, HH:MM.'),
  })
  .meta({ id: 'PeriodTime', description: 'When one period of the institute’s school day starts and ends.' });

/** GET and PUT /admin/period-times: the periods in order. */
export const periodTimesAnswer = successAnswerOf({ periods: z.array(periodTimeAnswerSchema) });
export type PeriodTimesResponse = z.infer<typeof periodTimesAnswer>;
