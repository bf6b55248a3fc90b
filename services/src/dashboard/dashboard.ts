import { percentage } from '@rollcall/contracts';
import {
  BELOW_THRESHOLD_LISTED,
  DASHBOARD_CLASSES_LISTED,
  DASHBOARD_SUBJECTS_LISTED,
  type Dashboard,
  NOT_TAKEN_LISTED,
} from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { classCounts } from './class-summary-store';
import { withPercentage } from './counts';
import { dashboardDay } from './dashboard-day-store';
import { subjectStanding } from './subject-standing-store';
import { trendCounts } from './trend-store';

const NO_SEMESTER = { classes: [], subjects: [], belowThreshold: { count: 0, students: [] } };

/**
 * The institute at a glance on a day (its today unless asked), read from the rollups, never from the marks: four
 * named queries (the day, the trends, the classes, the subjects with the students below the threshold), each parsed
 * once per connection and planned for its institute at every run. Each list holds the lowest or the earliest only,
 * with `counts` of all, so the answer weighs the same at any size. Percentages are worked out here, by the one rule
 * of percentages.
 */
export async function dashboardOn(db: Queryable, instituteId: string, asked: string | null): Promise<Dashboard> {
  const { notTakenCount, ...day } = await dashboardDay(db, instituteId, asked, NOT_TAKEN_LISTED);
  const trends = await trendCounts(db, instituteId, day.date, day.semester?.startsOn ?? null);
  const trend = {
    daily: trends.daily.map(withPercentage),
    weekly: trends.weekly.map(withPercentage),
    monthly: trends.monthly.map(withPercentage),
  };
  if (!day.semester) return { ...day, trend, ...NO_SEMESTER, counts: { classes: 0, subjects: 0, notTaken: notTakenCount } };

  const soFar = { semesterId: day.semester.id, startsOn: day.semester.startsOn, date: day.date };
  const classes = await classCounts(db, instituteId, { ...soFar, listed: DASHBOARD_CLASSES_LISTED });
  const standing = await subjectStanding(db, instituteId, {
    ...soFar,
    listed: BELOW_THRESHOLD_LISTED,
    subjectsListed: DASHBOARD_SUBJECTS_LISTED,
  });
  return {
    ...day,
    trend,
    classes: classes.listed.map(withPercentage),
    subjects: standing.subjects.map(withPercentage),
    counts: { classes: classes.count, subjects: standing.subjectCount, notTaken: notTakenCount },
    belowThreshold: {
      count: standing.belowCount,
      students: standing.below.map(({ present, total, lowest, ...student }) => ({
        ...student,
        percentage: percentage(present, total),
        lowest: {
          subjectId: lowest.subjectId,
          name: lowest.name,
          code: lowest.code,
          percentage: percentage(lowest.present, lowest.total)!,
        },
      })),
    },
  };
}
