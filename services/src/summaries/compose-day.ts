import { percentage } from '@rollcall/contracts';
import { eligibility, lecturesNeeded } from '../standing/attendance-standing';
import type { SummaryDay } from './claim-summary-day';
import type { DailySummary, DayAbsences, SummarySubject, ThresholdAlert, TurnStatus } from './daily-summary';
import type { MarkedStudent } from './day-lectures-store';
import type { StandingCounts, StudentStanding } from './semester-standings-store';
import type { StudentSubject, StudentTurn } from './update-crossings';

/** What a day of an institute sends and records. */
export interface ComposedDay {
  summaries: DailySummary[];
  alerts: ThresholdAlert[];
  /** Subjects turned condonable or short today (from eligible, or from condonable to short), alerted now. */
  crossed: StudentTurn[];
  /** Subjects alerted as short that are back to condonable: recorded without an alert, so a new fall is told again. */
  eased: StudentSubject[];
  /** Subjects alerted before, now eligible again. */
  recovered: StudentSubject[];
  /** When the institute tells absences only in the evening: each student's lectures missed today. */
  absences: DayAbsences[];
}

/** A subject below the threshold is told of (alerted, warned) only once this many of its lectures are marked. */
const alertable = (counts: { total: number }, minimumLectures: number) => counts.total >= minimumLectures;

/**
 * A subject's standing as the portal shows it: the percentage, and the lectures needed to reach the threshold; below
 * only once it has enough lectures marked to be told of.
 */
function summarySubject(
  { told: _told, granted: _granted, lecturesLeft, ...counts }: StandingCounts,
  { threshold, alertMinimumLectures }: Pick<SummaryDay, 'threshold' | 'alertMinimumLectures'>,
): SummarySubject {
  return {
    ...counts,
    below: counts.below && alertable(counts, alertMinimumLectures),
    percentage: percentage(counts.present, counts.total),
    lecturesNeeded: lecturesNeeded(counts.present, counts.total, threshold, lecturesLeft ?? 0),
  };
}

/**
 * Where a subject stands for the exams, condonations counted; null when eligible. A subject not below the threshold
 * on its marks alone (or dropped) is eligible: condonations only lift a percentage.
 */
function turnOf(counts: StandingCounts, rules: { threshold: number; condonationFloor: number }): ThresholdAlert['turn'] | null {
  if (!counts.below) return null;
  const standing = eligibility({ ...counts, lecturesLeft: counts.lecturesLeft ?? 0 }, rules);
  return standing.status === 'eligible' ? null : { status: standing.status, percentage: standing.percentage };
}

/** A turn worth telling: from eligible to condonable or short, or from condonable to short. */
const isNews = (status: TurnStatus, told: TurnStatus | null) => told === null || (told === 'condonable' && status === 'short');

/**
 * The day's summaries (one per student marked that day, with every subject and overall as the sum of the subjects)
 * and alerts (one per subject whose status for the exams has worsened since the student was last told, among those
 * with enough lectures marked).
 */
export function composeDay(day: SummaryDay, marked: MarkedStudent[], standings: StudentStanding[]): ComposedDay {
  const { institute, date, threshold, condonationFloor } = day;
  const standingOf = new Map(standings.map((standing) => [standing.student.id, standing]));
  const composed: ComposedDay = { summaries: [], alerts: [], crossed: [], eased: [], recovered: [], absences: [] };

  for (const { studentId, lectures } of marked) {
    const standing = standingOf.get(studentId);
    if (!standing) continue;
    const subjects = standing.subjects.map((counts) => summarySubject(counts, day));
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
    const missed = lectures.filter((lecture) => lecture.status === 'absent');
    if (day.absenceAlerts === 'evening-only' && missed.length > 0) {
      composed.absences.push({ institute, date, student: standing.student, lectures: missed });
    }
  }

  for (const { student, subjects } of standings) {
    for (const counts of subjects) {
      // Not yet told of, nor recorded: a subject still below once it has enough lectures is told then.
      if (!alertable(counts, day.alertMinimumLectures)) continue;
      const pair = { studentId: student.id, subjectId: counts.subjectId };
      const turn = turnOf(counts, { threshold, condonationFloor });
      if (!turn) {
        if (counts.told) composed.recovered.push(pair);
      } else if (isNews(turn.status, counts.told)) {
        const subject = summarySubject(counts, day);
        composed.alerts.push({ institute, date, threshold, condonationFloor, student, subject, turn });
        composed.crossed.push({ ...pair, status: turn.status });
      } else if (turn.status !== counts.told) {
        composed.eased.push(pair);
      }
    }
  }
  return composed;
}
