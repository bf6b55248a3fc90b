/** Sample calendar entries and timetable changes, checked by the contract's schemas so a wrong shape fails the test that loads them. */
import {
  calendarEntrySchema,
  coverTeacherSchema,
  timetableChangeSchema,
  type CalendarEntry,
  type TimetableChange,
} from '@rollcall/contracts';
import { classFixtures, id, teacherFixtures, timetableFixture } from './fixtures';

const entry = (fields: CalendarEntry) => calendarEntrySchema.parse(fields);
const change = (fields: TimetableChange) => timetableChangeSchema.parse(fields);

/** November 2026: Diwali for everyone, a Saturday of Class 10 A that follows Monday, exams of both classes of 10. */
export const calendarFixtures = {
  diwali: entry({
    id: id('a1000001', 1),
    kind: 'holiday',
    name: 'Diwali',
    startsOn: '2026-11-09',
    endsOn: '2026-11-11',
    classIds: [],
    followsWeekday: null,
  }),
  makeUp: entry({
    id: id('a1000001', 2),
    kind: 'follows',
    name: 'Saturday make-up',
    startsOn: '2026-11-14',
    endsOn: '2026-11-14',
    classIds: [classFixtures.tenA.id],
    followsWeekday: 1,
  }),
  midTerms: entry({
    id: id('a1000001', 3),
    kind: 'exams',
    name: 'Mid-terms',
    startsOn: '2026-11-23',
    endsOn: '2026-11-27',
    classIds: [classFixtures.tenA.id, classFixtures.tenB.id],
    followsWeekday: null,
  }),
};

const [mathsSlot] = timetableFixture.slots;

/** Changes of Monday 12 January 2026, the day the timetable's tests open on. */
export const changeFixtures = {
  mathsCancelled: change({
    id: id('a2000001', 1),
    date: '2026-01-12',
    slotId: mathsSlot!.id,
    change: 'cancel',
    teacherId: null,
    reason: 'Sports day',
  }),
  mathsCovered: change({
    id: id('a2000001', 2),
    date: '2026-01-12',
    slotId: mathsSlot!.id,
    change: 'cover',
    teacherId: teacherFixtures.anil.id,
    reason: 'Meera Iyer on leave',
  }),
};

/** The teachers free in Monday's period 1: Anil, and Vikram, who teaches Mathematics too. */
export const coverTeacherFixtures = {
  anil: coverTeacherSchema.parse({ id: teacherFixtures.anil.id, name: 'Anil Das', teachesSubject: false }),
  vikram: coverTeacherSchema.parse({ id: teacherFixtures.vikram.id, name: 'Vikram Sen', teachesSubject: true }),
};
