import type { Queryable } from '../db/pool';
import { enqueueMails } from '../mail/outbox';
import { type FoundStreak, untoldAbsenceStreaks, updateAbsenceStreaks } from './absence-streaks-store';
import type { SummaryDay } from './claim-summary-day';
import { composeDay } from './compose-day';
import type { MailLinks, StreakAlert } from './daily-summary';
import { dayLectures, type MarkedStudent } from './day-lectures-store';
import { dayMails } from './day-mails';
import { recipientsOf } from './recipients-store';
import { semesterStandings } from './semester-standings-store';
import { updateCrossings } from './update-crossings';

/** What one institute's day sent. */
export interface SummaryRun {
  instituteId: string;
  date: string;
  /** Students summarised. */
  summaries: number;
  /** Crossings alerted (one per student and subject). */
  alerts: number;
  /** Mails queued, to students and parents together. */
  mails: number;
}

/** Mails per INSERT: large enough to queue thousands in a few statements, small enough to keep each one's parameters modest. */
const MAILS_PER_STATEMENT = 500;

const absentAllDay = (student: MarkedStudent) => student.lectures.every((lecture) => lecture.status === 'absent');

/**
 * Composes and queues one institute's day inside the caller's tenant transaction, and records its crossings and
 * runs of absences. With no semester holding the day there is nothing to tell.
 */
export async function summarizeDay(db: Queryable, day: SummaryDay, links: MailLinks): Promise<SummaryRun> {
  const instituteId = day.institute.id;
  const run: SummaryRun = { instituteId, date: day.date, summaries: 0, alerts: 0, mails: 0 };
  if (!day.semesterId) return run;

  const marked = await dayLectures(db, instituteId, day.date);
  const standings = await semesterStandings(db, instituteId, {
    semesterId: day.semesterId,
    date: day.date,
    studentIds: marked.map((student) => student.studentId),
  });
  const all = composeDay(day, marked, standings);
  // Without summaries the evening tells only absences (the day's, and runs of them); the threshold crossings wait
  // for summaries to be back on.
  const composed = day.dailySummaries ? all : { ...all, summaries: [], alerts: [], crossed: [], eased: [], recovered: [] };
  const found: FoundStreak[] =
    day.consecutiveAbsenceDays === null
      ? []
      : await untoldAbsenceStreaks(db, instituteId, day.date, {
          studentIds: marked.filter(absentAllDay).map((student) => student.studentId),
          minimumDays: day.consecutiveAbsenceDays,
        });
  const studentOf = new Map(standings.map((standing) => [standing.student.id, standing.student]));
  const streaks = found.flatMap(({ studentId, since, days, classTeacher }): StreakAlert[] => {
    const student = studentOf.get(studentId);
    return student ? [{ institute: day.institute, date: day.date, student, since, days, classTeacher }] : [];
  });
  const told = new Set(
    [...composed.summaries, ...composed.alerts, ...composed.absences, ...streaks].map((mail) => mail.student.id),
  );
  const mails = dayMails({ ...composed, streaks }, await recipientsOf(db, instituteId, [...told]), links, day);
  for (let start = 0; start < mails.length; start += MAILS_PER_STATEMENT) {
    await enqueueMails(db, mails.slice(start, start + MAILS_PER_STATEMENT));
  }
  await updateCrossings(db, instituteId, day.date, composed);
  await updateAbsenceStreaks(db, instituteId, day.date, {
    told: found.filter((streak) => studentOf.has(streak.studentId)),
    present: marked.filter((student) => !absentAllDay(student)).map((student) => student.studentId),
  });
  return { ...run, summaries: composed.summaries.length, alerts: composed.alerts.length, mails: mails.length };
}
