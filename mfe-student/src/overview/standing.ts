import type { EligibilityStatus, SubjectStanding } from '@rollcall/contracts';
import type { Words } from '../texts/useWords';

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
export function outlookLine(subject: SubjectStanding, threshold: number, { t, percent }: Words): string {
  if (subject.canMiss > 0) return t('shared.eligibility.canMiss', { count: subject.canMiss });
  if (subject.maxReachable !== null && subject.maxReachable >= threshold && subject.lecturesLeft > 0)
    return t('shared.eligibility.attendAll', { count: subject.lecturesLeft, threshold: percent(threshold) });
  if (subject.lecturesNeeded === 0) return t('overview.onTrack');
  return t('overview.unreachable', { threshold: percent(threshold) });
}

/**
 * The lectures to attend in a row to be back at the threshold, when below it with lectures to spare: with none to
 * spare the outlook already says to attend them all.
 */
export const neededLine = (subject: SubjectStanding, threshold: number, { t, percent }: Words): string | null =>
  subject.lecturesNeeded && subject.canMiss > 0
    ? t('overview.needed', { count: subject.lecturesNeeded, threshold: percent(threshold) })
    : null;

/** A percentage as the screens show it, or that nothing has been marked yet. */
export const percentText = (percentage: number | null, { t, percent }: Words) =>
  percentage === null ? t('overview.noLecturesYet') : percent(percentage);
