import { eligibilityTexts, type EligibilityStatus, portalTexts, type SubjectStanding } from '@rollcall/contracts';

/**
 * A subject the student is still enrolled in and is not eligible in, as the server judged it. A dropped subject
 * no longer counts against them.
 */
export const isBelowThreshold = (subject: SubjectStanding) => subject.droppedOn === null && subject.status !== 'eligible';

/** The badge tone of each status: the words say it, the colour only repeats it. */
export const statusTones = { eligible: 'success', condonable: 'warning', short: 'error' } as const satisfies Record<
  EligibilityStatus,
  string
>;

/**
 * What the student can still do in a subject, from the server's figures: the lectures they may miss, that they must
 * attend every one left, or that the threshold is out of reach.
 */
export function outlookLine(subject: SubjectStanding, threshold: number): string {
  if (subject.canMiss > 0) return eligibilityTexts.canMiss(subject.canMiss);
  if (subject.maxReachable !== null && subject.maxReachable >= threshold && subject.lecturesLeft > 0)
    return eligibilityTexts.attendAll(subject.lecturesLeft, portalTexts.percent(threshold));
  if (subject.lecturesNeeded === 0) return portalTexts.onTrack;
  return portalTexts.unreachable(threshold);
}

/**
 * The lectures to attend in a row to be back at the threshold, when below it with lectures to spare: with none to
 * spare the outlook already says to attend them all.
 */
export const neededLine = (subject: SubjectStanding, threshold: number): string | null =>
  subject.lecturesNeeded && subject.canMiss > 0 ? portalTexts.needed(subject.lecturesNeeded, threshold) : null;

/** A percentage as the screens show it, or that nothing has been marked yet. */
export const percentText = (percentage: number | null) =>
  percentage === null ? portalTexts.noLecturesYet : portalTexts.percent(percentage);
