/** Answers of GET /admin/dashboard for the dashboard's tests: Thursday 15 January 2026 in 2025–26's Semester 2. */
import { type Dashboard, type DashboardResponse, dashboardAnswer, type TrendPoint } from '@rollcall/contracts';
import { classFixtures, id, semesterFixtures, studentFixtures, subjectFixtures, teacherFixtures } from './fixtures';

const { spring2026 } = semesterFixtures;
const { tenA, tenB } = classFixtures;
const { maths, physics, music } = subjectFixtures;

/** Day `n` of a month of 2025 or 2026, as YYYY-MM-DD. */
const dayOf = (month: string, n: number) => `${month}-${String(n).padStart(2, '0')}`;

/** 17 December 2025 to 15 January 2026; the winter break (25 December to 1 January) has no marks. */
const daily: TrendPoint[] = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2025, 11, 17 + index)).toISOString().slice(0, 10);
  const onBreak = date >= '2025-12-25' && date <= '2026-01-01';
  return onBreak
    ? { date, present: 0, total: 0, percentage: null }
    : { date, present: 80 + (index % 5), total: 100, percentage: 80 + (index % 5) };
});

const weekly: TrendPoint[] = Array.from({ length: 12 }, (_, index) => {
  const date = new Date(Date.UTC(2025, 9, 27 + index * 7)).toISOString().slice(0, 10);
  return { date, present: 400 + index, total: 500, percentage: Math.round(((400 + index) / 500) * 1000) / 10 };
});

const monthly: TrendPoint[] = [
  { date: dayOf('2025-12', 1), present: 1530, total: 2000, percentage: 76.5 },
  { date: dayOf('2026-01', 1), present: 741, total: 1000, percentage: 74.1 },
];

export const notTakenFixtures = {
  /** Class 10 A's first period, Meera's Mathematics, 09:00. */
  mathsFirst: {
    slotId: id('f0000005', 1),
    period: 1,
    startsAt: '09:00',
    endsAt: '09:45',
    classId: tenA.id,
    className: tenA.name,
    subjectId: maths.id,
    subjectName: maths.name,
    subjectCode: maths.code,
    teacherId: teacherFixtures.meera.id,
    teacherName: teacherFixtures.meera.name,
  },
  /** Class 10 B's fourth period, Vikram's Physics, 11:30. */
  physicsFourth: {
    slotId: id('f0000005', 2),
    period: 4,
    startsAt: '11:30',
    endsAt: '12:15',
    classId: tenB.id,
    className: tenB.name,
    subjectId: physics.id,
    subjectName: physics.name,
    subjectCode: physics.code,
    teacherId: teacherFixtures.vikram.id,
    teacherName: teacherFixtures.vikram.name,
  },
};

const { asha, ravi } = studentFixtures;

/** This device's time zone: the office's, whose clock `freezeToday` sets. */
export const officeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const dashboardFixture = {
  date: '2026-01-15',
  timeZone: officeZone,
  threshold: 75,
  semester: { id: spring2026.id, name: spring2026.name, startsOn: spring2026.startsOn, endsOn: spring2026.endsOn },
  today: { scheduled: 12, taken: 12, extra: 2, present: 330, absent: 70 },
  notTaken: [notTakenFixtures.mathsFirst, notTakenFixtures.physicsFourth],
  trend: { daily, weekly, monthly },
  classes: [
    { classId: tenA.id, name: tenA.name, present: 900, total: 1000, percentage: 90 },
    { classId: tenB.id, name: tenB.name, present: 1371, total: 2000, percentage: 68.6 },
  ],
  subjects: [
    { subjectId: maths.id, name: maths.name, code: maths.code, className: tenA.name, present: 450, total: 500, percentage: 90 },
    { subjectId: music.id, name: music.name, code: music.code, className: tenA.name, present: 0, total: 0, percentage: null },
    {
      subjectId: physics.id,
      name: physics.name,
      code: physics.code,
      className: tenB.name,
      present: 701,
      total: 1000,
      percentage: 70.1,
    },
  ],
  counts: { classes: 2, subjects: 3, notTaken: 2 },
  belowThreshold: {
    count: 2,
    students: [
      {
        studentId: ravi.id,
        name: ravi.name,
        rollNumber: ravi.rollNumber,
        className: tenA.name,
        percentage: 61.2,
        subjectsBelow: 2,
        lowest: { subjectId: physics.id, name: physics.name, code: physics.code, percentage: 52.5 },
      },
      {
        studentId: asha.id,
        name: asha.name,
        rollNumber: asha.rollNumber,
        className: tenA.name,
        percentage: 80,
        subjectsBelow: 1,
        lowest: { subjectId: music.id, name: music.name, code: music.code, percentage: 70 },
      },
    ],
  },
} satisfies Dashboard;

/** The fields of a day whose every register was taken, or that held none. */
export const noneNotTaken = { notTaken: [], counts: { ...dashboardFixture.counts, notTaken: 0 } } satisfies Partial<Dashboard>;

/** The answer, checked against the contract so the fixture cannot drift from it. */
export const dashboardReply = (dashboard: Dashboard = dashboardFixture): DashboardResponse =>
  dashboardAnswer.parse({ success: true, ...dashboard });
