import { successAnswer } from '../../errors';
import {
  calendarEntryAnswer,
  calendarEntryInputSchema,
  calendarEntryPatchSchema,
  calendarListAnswer,
  calendarQuerySchema,
  coverTeachersAnswer,
  coverTeachersQuerySchema,
  timetableChangeAnswer,
  timetableChangeInputSchema,
  timetableChangeListAnswer,
  timetableChangesQuerySchema,
} from '../../school-calendar';
import { schoolCalendarEndpoints } from '../endpoints/school-calendar';
import { defineRoutes } from '../route';
import { examples } from './school-calendar-examples';

const { holiday, followsDay, cover, coverTeacher } = examples;
/** Any admin reads the calendar and the day's changes; changing them needs `manage_setup`. */
const readsCalendar = { tag: 'School calendar', access: 'admin' } as const;
const changesCalendar = { ...readsCalendar, permission: 'manage_setup' } as const;
const { id: _holidayId, ...holidayFields } = holiday;
const { id: _coverId, ...coverFields } = cover;

export const schoolCalendarRoutes = defineRoutes(schoolCalendarEndpoints, {
  listCalendar: {
    summary: 'The calendar entries overlapping a range of days',
    description: 'Holidays, exam days and follows days that overlap `from` … `to` (either may be left out), by first day.',
    ...readsCalendar,
    query: calendarQuerySchema,
    answers: {
      200: {
        description: 'The entries, by first day',
        schema: calendarListAnswer,
        example: { success: true, entries: [holiday, followsDay] },
      },
    },
  },
  createCalendarEntry: {
    summary: 'Add a holiday, exam days or a follows day',
    description:
      'A holiday or exam day holds no timetabled lecture for its classes (none named: the whole institute); a follows day holds ' +
      'the timetable of `followsWeekday` instead of its own. Extra lectures stay possible on any day.',
    ...changesCalendar,
    body: calendarEntryInputSchema,
    bodyExample: holidayFields,
    answers: {
      201: { description: 'The entry, added', schema: calendarEntryAnswer, example: { success: true, entry: holiday } },
    },
    refusals: {
      404: 'A class is not one of the institute’s',
      409: 'An entry of the same kind already covers one of its classes on one of its days',
    },
  },
  updateCalendarEntry: {
    summary: 'Change a calendar entry',
    description: 'Only the fields sent change; the entry they make follows the rules of a new one.',
    ...changesCalendar,
    body: calendarEntryPatchSchema,
    bodyExample: { endsOn: '2026-11-12' },
    answers: {
      200: {
        description: 'The entry, changed',
        schema: calendarEntryAnswer,
        example: { success: true, entry: { ...holiday, endsOn: '2026-11-12' } },
      },
    },
    refusals: {
      404: 'No such entry, or a class that is not one of the institute’s',
      409: 'An entry of the same kind already covers one of its classes on one of its days',
    },
  },
  removeCalendarEntry: {
    summary: 'Remove a calendar entry',
    description: 'Its days hold their own timetable again.',
    ...changesCalendar,
    answers: { 200: { description: 'Removed', schema: successAnswer, example: { success: true } } },
  },
  listTimetableChanges: {
    summary: 'Cancelled and covered lectures in a range of days',
    ...readsCalendar,
    query: timetableChangesQuerySchema,
    answers: {
      200: {
        description: 'The changes, by day, then period',
        schema: timetableChangeListAnswer,
        example: { success: true, changes: [cover] },
      },
    },
  },
  createTimetableChange: {
    summary: 'Cancel one day’s lecture, or give it to a cover teacher',
    description:
      'The slot must be held that day. A cover teacher must be free in that period; they see the lecture on their Today and take ' +
      'its register, and its own teacher no longer sees it.',
    ...changesCalendar,
    body: timetableChangeInputSchema,
    bodyExample: coverFields,
    answers: {
      201: { description: 'The change', schema: timetableChangeAnswer, example: { success: true, change: cover } },
    },
    refusals: {
      404: 'The slot, or the cover teacher, is not one of the institute’s',
      409:
        'The slot is not held that day or already has a change that day; a cancellation of a lecture whose register is taken; ' +
        'a cover by the lecture’s own teacher, or by one teaching elsewhere in that period',
    },
  },
  removeTimetableChange: {
    summary: 'Undo a day’s change',
    description: 'The lecture is held by its own teacher again.',
    ...changesCalendar,
    answers: { 200: { description: 'Removed', schema: successAnswer, example: { success: true } } },
  },
  listCoverTeachers: {
    summary: 'The teachers free to cover a lecture',
    description: 'Every teacher of the institute with no lecture in that period that day, other than the lecture’s own.',
    ...readsCalendar,
    query: coverTeachersQuerySchema,
    answers: {
      200: {
        description: 'Teachers who teach the subject first, then by name',
        schema: coverTeachersAnswer,
        example: { success: true, teachers: [coverTeacher] },
      },
    },
    refusals: { 404: 'The slot is not one of the institute’s', 409: 'The slot is not held that day' },
  },
});
