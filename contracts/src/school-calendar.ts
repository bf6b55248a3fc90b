import { z } from 'zod';
import { NAME_MAX } from './academic-setup';
import { daysFromTo, isDayInRange, isoDate, weekdayName, withDayRange } from './calendar';
import { successAnswerOf } from './errors';
import { requiredText, uuid, wholeNumber } from './fields';
import { messages } from './messages';
import { strictObject } from './strict';

/** A holiday or exam days hold no timetabled lecture; a follows day holds another weekday's timetable. */
export const calendarEntryKinds = ['holiday', 'exams', 'follows'] as const;
export type CalendarEntryKind = (typeof calendarEntryKinds)[number];

/** How a kind of calendar entry reads on a screen and in a feed. */
export const calendarKindLabels: Record<CalendarEntryKind, string> = {
  holiday: 'Holiday',
  exams: 'Exams',
  follows: 'Follows another day',
};

/** The longest one calendar entry may run, in days (a long vacation is one entry). */
export const CALENDAR_ENTRY_DAYS_MAX = 366;
export const CALENDAR_CLASSES_MAX = 500;
export const CHANGE_REASON_MAX = 200;

/** What an admin reads when a change to the calendar or to a day's timetable is refused. */
export const calendarMessages = {
  chooseKind: 'Please choose holiday, exams or follows',
  followsWeekdayRequired: 'Please choose the weekday whose timetable this day follows',
  followsWeekdayOnlyForFollows: 'Only a follows day names a weekday to follow',
  tooLong: (days: number) => `A calendar entry can run for at most ${days} days`,
  classTwice: 'Each class can be chosen only once',
  tooManyClasses: (max: number) => `At most ${max} classes can be chosen`,
  entryNotFound: 'Calendar entry not found',
  sameKindSameDay: (kind: string, className: string | null, day: string, other: string) =>
    `${className ?? 'The whole institute'} already has ${kind === 'follows' ? 'a follows day' : kind === 'exams' ? 'exams' : 'a holiday'} on ${day}: ${other}`,
  chooseChange: 'Please choose cancel or cover',
  reasonBlank: 'Please write the reason, or leave it out',
  coverTeacherRequired: 'Please choose the teacher who covers this lecture',
  teacherOnlyForCover: 'Only a cover names a teacher',
  changeNotFound: 'Timetable change not found',
  slotNotFound: 'Timetable slot not found',
  slotNotHeld: (day: string) =>
    `This lecture is not on the timetable on ${day} (a holiday, exam day or another weekday's timetable)`,
  slotChangedAlready: (day: string) => `This lecture already has a change on ${day}: remove it first`,
  registerTakenAlready: (day: string) => `This lecture’s register is already taken for ${day}, so it cannot be cancelled`,
  coverIsRegular: 'The cover teacher must be someone other than the lecture’s own teacher',
  coverBusy: (teacher: string, className: string, period: number) =>
    `${teacher} is teaching ${className} in period ${period} that day`,
} as const;

const kind = z.enum(calendarEntryKinds, { error: calendarMessages.chooseKind });
const followsWeekday = wholeNumber(1, 7, messages.validWeekday);

/** The fields of a calendar entry as sent; `calendarEntryInputSchema` adds the rules between them. */
export const calendarEntryFieldsSchema = strictObject({
  kind,
  name: requiredText(messages.nameRequired, 'Name', NAME_MAX),
  startsOn: isoDate(),
  endsOn: isoDate(),
  classIds: z
    .array(uuid(messages.selectClass))
    .max(CALENDAR_CLASSES_MAX, { error: calendarMessages.tooManyClasses(CALENDAR_CLASSES_MAX) })
    .optional()
    .describe('The classes it is for; none (or left out) for the whole institute.'),
  followsWeekday: followsWeekday
    .nullable()
    .optional()
    .describe('For a follows day only: the weekday (1 = Monday … 7 = Sunday) whose timetable it holds.'),
});

type CalendarEntryFields = z.output<typeof calendarEntryFieldsSchema>;

function entryRules(entry: CalendarEntryFields, context: z.RefinementCtx) {
  const issue = (message: string, path: string) => context.addIssue({ code: 'custom', message, path: [path] });
  const bothDays = isDayInRange(entry.startsOn) && isDayInRange(entry.endsOn);
  if (bothDays && entry.endsOn < entry.startsOn) issue(messages.endBeforeStart, 'endsOn');
  else if (bothDays && daysFromTo(entry.startsOn, entry.endsOn) > CALENDAR_ENTRY_DAYS_MAX)
    issue(calendarMessages.tooLong(CALENDAR_ENTRY_DAYS_MAX), 'endsOn');
  const weekday = entry.followsWeekday ?? null;
  if (entry.kind === 'follows' && weekday === null) issue(calendarMessages.followsWeekdayRequired, 'followsWeekday');
  if (entry.kind !== 'follows' && weekday !== null) issue(calendarMessages.followsWeekdayOnlyForFollows, 'followsWeekday');
  if (new Set(entry.classIds).size !== (entry.classIds ?? []).length) issue(calendarMessages.classTwice, 'classIds');
}

/** POST /admin/calendar: a new entry. */
export const calendarEntryInputSchema = calendarEntryFieldsSchema.superRefine(entryRules);
export type CalendarEntryInput = z.input<typeof calendarEntryInputSchema>;

/** PATCH /admin/calendar/{id}: the fields to change; the entry they make must keep the same rules. */
export const calendarEntryPatchSchema = calendarEntryFieldsSchema.partial();
export type CalendarEntryPatch = z.input<typeof calendarEntryPatchSchema>;

/** The entry a PATCH makes of the one stored, checked by the rules of a new one. */
export const patchedCalendarEntry = (stored: CalendarEntry, patch: z.output<typeof calendarEntryPatchSchema>) =>
  calendarEntryInputSchema.safeParse({
    kind: patch.kind ?? stored.kind,
    name: patch.name ?? stored.name,
    startsOn: patch.startsOn ?? stored.startsOn,
    endsOn: patch.endsOn ?? stored.endsOn,
    classIds: patch.classIds ?? stored.classIds,
    followsWeekday:
      patch.followsWeekday !== undefined
        ? patch.followsWeekday
        : patch.kind && patch.kind !== 'follows'
          ? null
          : stored.followsWeekday,
  });

export const calendarQuerySchema = withDayRange(
  z.object({
    from: isoDate().optional().describe('Entries that end on or after this day.'),
    to: isoDate().optional().describe('Entries that start on or before this day.'),
  }),
);

export const calendarEntrySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(calendarEntryKinds),
    name: z.string(),
    startsOn: z.string().describe('The first day (YYYY-MM-DD).'),
    endsOn: z.string().describe('The last day (YYYY-MM-DD), the same as the first for one day.'),
    classIds: z.array(z.uuid()).describe('The classes it is for; empty for the whole institute.'),
    followsWeekday: z.number().int().nullable().describe('For a follows day: the weekday whose timetable it holds.'),
  })
  .meta({
    id: 'CalendarEntry',
    description:
      'Days of the school calendar: a holiday or exam days hold no timetabled lecture for the classes named (or the whole institute); a follows day holds the timetable of another weekday.',
  });
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarEntryAnswer = successAnswerOf({ entry: calendarEntrySchema });
export const calendarListAnswer = successAnswerOf({ entries: z.array(calendarEntrySchema) });
export type CalendarListResponse = z.infer<typeof calendarListAnswer>;

/** How a day's kind reads: 'Holiday: Diwali', 'Exams: Mid-term', 'Follows Monday: Saturday make-up'. */
export const calendarDayLabel = (entry: { kind: CalendarEntryKind; name: string; followsWeekday?: number | null }) =>
  entry.kind === 'follows'
    ? `Follows ${weekdayName(entry.followsWeekday ?? 1)}: ${entry.name}`
    : `${calendarKindLabels[entry.kind]}: ${entry.name}`;

// One day's changes to the timetable.
export const timetableChangeKinds = ['cancel', 'cover'] as const;

export const timetableChangeInputSchema = strictObject({
  date: isoDate(),
  slotId: uuid(calendarMessages.slotNotFound),
  change: z.enum(timetableChangeKinds, { error: calendarMessages.chooseChange }),
  teacherId: uuid(messages.selectTeacher).optional().describe('The cover teacher: only and always for a cover.'),
  reason: requiredText(calendarMessages.reasonBlank, 'Reason', CHANGE_REASON_MAX).optional(),
}).superRefine((change, context) => {
  if (change.change === 'cover' && !change.teacherId)
    context.addIssue({ code: 'custom', message: calendarMessages.coverTeacherRequired, path: ['teacherId'] });
  if (change.change === 'cancel' && change.teacherId)
    context.addIssue({ code: 'custom', message: calendarMessages.teacherOnlyForCover, path: ['teacherId'] });
});
export type TimetableChangeInput = z.input<typeof timetableChangeInputSchema>;

export const timetableChangesQuerySchema = calendarQuerySchema;

export const timetableChangeSchema = z
  .object({
    id: z.uuid(),
    date: z.string().describe('The day changed (YYYY-MM-DD).'),
    slotId: z.uuid(),
    change: z.enum(timetableChangeKinds),
    teacherId: z.uuid().nullable().describe('The cover teacher; null for a cancellation.'),
    reason: z.string().nullable(),
  })
  .meta({
    id: 'TimetableChange',
    description: 'One day’s change to a weekly slot: cancelled, or covered by another teacher who takes its register.',
  });
export type TimetableChange = z.infer<typeof timetableChangeSchema>;

export const timetableChangeAnswer = successAnswerOf({ change: timetableChangeSchema });
export const timetableChangeListAnswer = successAnswerOf({ changes: z.array(timetableChangeSchema) });
export type TimetableChangeListResponse = z.infer<typeof timetableChangeListAnswer>;

export const coverTeachersQuerySchema = z.object({ date: isoDate(), slotId: uuid(calendarMessages.slotNotFound) });

export const coverTeacherSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    teachesSubject: z.boolean().describe('Whether they teach the lecture’s subject themselves.'),
  })
  .meta({ id: 'CoverTeacher', description: 'A teacher free in the lecture’s period that day, who can cover it.' });
export const coverTeachersAnswer = successAnswerOf({ teachers: z.array(coverTeacherSchema) });
export type CoverTeachersResponse = z.infer<typeof coverTeachersAnswer>;
