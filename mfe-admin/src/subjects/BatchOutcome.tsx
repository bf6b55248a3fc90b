import type { EnrollmentBatchResponse } from '@rollcall/contracts';
import { Notice } from '@rollcall/ui-kit';
import { type BatchTexts, refusalText } from './enrolmentBatchTexts';
import { useAdminTexts } from '../texts/texts';
import styles from './StudentBatch.module.css';

interface BatchOutcomeProps {
  texts: BatchTexts;
  subjectName: string;
  outcome: EnrollmentBatchResponse;
}

/** What a bulk enrol or drop did: how many it changed, and each student it left as they were, named, with why. */
export function BatchOutcome({ texts, subjectName, outcome }: BatchOutcomeProps) {
  const t = useAdminTexts();
  return (
    <>
      <Notice type={outcome.enrollments.length > 0 ? 'success' : 'info'}>
        {texts.done(outcome.enrollments.length, subjectName)}
      </Notice>
      {outcome.refused.length > 0 ? (
        <Notice type="warning">
          <p className={styles.outcomeHeading}>{texts.notDone(outcome.refused.length)}</p>
          <ul className={styles.refusals}>
            {outcome.refused.map((refusal) => (
              <li key={refusal.studentId}>{refusalText(t, refusal)}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
    </>
  );
}
