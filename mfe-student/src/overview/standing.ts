import { portalTexts, type SubjectStanding } from '@rollcall/contracts';

/**
 * A subject the student is still enrolled in and is not at the threshold in: it needs lectures, or the
 * threshold can no longer be reached. A dropped subject no longer counts against them.
 */
export const isBelowThreshold = (subject: SubjectStanding) => subject.droppedOn === null && subject.lecturesNeeded !== 0;

/** Where the student stands in a subject, in one line: on track, the lectures needed, or out of reach. */
export function standingLine(subject: SubjectStanding, threshold: number): string {
  if (subject.lecturesNeeded === null) return portalTexts.unreachable(threshold);
  if (subject.lecturesNeeded === 0) return portalTexts.onTrack;
  return portalTexts.needed(subject.lecturesNeeded, threshold);
}

/** A percentage as the screens show it, or that nothing has been marked yet. */
export const percentText = (percentage: number | null) =>
  percentage === null ? portalTexts.noLecturesYet : portalTexts.percent(percentage);
