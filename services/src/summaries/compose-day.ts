import { percentage } from '@rollcall/contracts';
import { lecturesNeeded } from '../standing/attendance-standing';
import type { SummaryDay } from './claim-summary-day';
import type { DailySummary, SummarySubject, ThresholdAlert } from './daily-summary';
import type { MarkedStudent } from './day-lectures-store';
import type { StandingCounts, StudentStanding } from './semester-standings-store';
import type { StudentSubject } from './update-crossings';

/** What a day of an institute sends and records. */
export interface ComposedDay {
  summaries: DailySummary[];
  alerts: ThresholdAlert[];
  /** Subjects fallen below the threshold today, alerted now. */
  crossed: StudentSubject[];
  /** Subjects alerted before, now at or above the threshold again. */
  recovered: StudentSubject[];
}

/** A subject's standing as the portal shows it: the percentage, and the lectures needed to reach the threshold. */
function summarySubject({ crossed: _crossed, lecturesLeft, ...counts }: StandingCounts, threshold: number): SummarySubject {
  return {
    ...counts,
    percentage: percentage(counts.present, counts.total),
    lecturesNeeded: lecturesNeeded(counts.present, counts.total, threshold, lecturesLeft ?? 0),
  };
}

/**
 * The day's summaries (one per student marked that day, with every subject and overall as the sum of the subjects)
 * and alerts (one per subject a student has fallen below the threshold in since they were last told).
 */
export function composeDay(day: SummaryDay, marked: MarkedStudent[], standings: StudentStanding[]): ComposedDay {
  const { institute, date, threshold } = day;
  const standingOf = new Map(standings.map((standing) => [standing.student.id, standing]));
  const composed: ComposedDay = { summaries: [], alerts: [], crossed: [], recovered: [] };

  for (const { studentId, lectures } of marked) {
    const standing = standingOf.get(studentId);
    if (!standing) continue;
    const subjects = standing.subjects.map((counts) => summarySubject(counts, threshold));
    const present = subjects.reduce((sum, subject) => sum + subject.present, 0);
    const total = subjects.reduce((sum, subject) => sum + subject.total, 0);
    composed.summaries.push({
      institute,
      date,
      threshold,
      student: standing.student,
      lectures,
      subjects,
      overall: { present, total, percentage: percentage(present, total) },
    });
  }

  for (const { student, subjects } of standings) {
    for (const counts of subjects) {
      const pair = { studentId: student.id, subjectId: counts.subjectId };
      if (counts.below && !counts.crossed) {
        composed.alerts.push({ institute, date, threshold, student, subject: summarySubject(counts, threshold) });
        composed.crossed.push(pair);
      } else if (!counts.below && counts.crossed) {
        composed.recovered.push(pair);
      }
    }
  }
  return composed;
}
