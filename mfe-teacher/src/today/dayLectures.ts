import type { TodayResponse } from '@rollcall/contracts';
import { type QueuedRegister, queuedFor } from '../offline/registerQueue';
import type { DayLecture } from './LectureCard';

/**
 * The lectures of the day with each register's state: the server's, unless a register waits on this device.
 * A register queued for a lecture the server does not list yet (an extra lecture) is shown too, in period order.
 */
export function dayLectures(today: TodayResponse, queued: readonly QueuedRegister[]): DayLecture[] {
  const listed: DayLecture[] = today.lectures.map((lecture) => {
    const heldOn = today.date;
    const state: DayLecture['state'] = queuedFor(queued, { ...lecture, heldOn })
      ? { kind: 'queued' }
      : lecture.lectureId
        ? { kind: 'taken', present: lecture.present ?? 0, absent: lecture.absent ?? 0 }
        : { kind: 'not-taken' };
    return { ...lecture, heldOn, state };
  });
  const unlisted: DayLecture[] = queued
    .filter(
      ({ submission }) =>
        submission.heldOn === today.date &&
        !listed.some((lecture) => lecture.subjectId === submission.subjectId && lecture.period === submission.period),
    )
    .map(({ submission, label }) => ({
      ...label,
      subjectId: submission.subjectId,
      heldOn: submission.heldOn,
      period: submission.period,
      startsAt: null,
      endsAt: null,
      cover: false,
      state: { kind: 'queued' },
    }));
  return [...listed, ...unlisted].sort((a, b) => a.period - b.period);
}
