import { useId } from 'react';
import { type EligibilityResponse, eligibilityStatuses, formatDay, portalTexts } from '@rollcall/contracts';
import { statusCounts } from './statusCounts';
import { StatusBadge } from './StatusBadge';
import { useAdminTexts } from '../texts/texts';
import styles from './Eligibility.module.css';

/** What the list is as of, its rules, how many students, and how many subject standings of each status. */
export function StatusSummary({ list }: { list: EligibilityResponse }) {
  const t = useAdminTexts();
  const headingId = useId();
  const counts = statusCounts(list.students);
  return (
    <section aria-labelledby={headingId} className={styles.summary}>
      <p className={styles.rules}>
        {t('eligibility.rules', {
          asOf: formatDay(list.asOf),
          threshold: portalTexts.percent(list.threshold),
          floor: portalTexts.percent(list.condonationFloor),
        })}{' '}
        · {t('eligibility.students', { count: list.students.length })}
      </p>
      <h2 id={headingId} className={styles.summaryHeading}>
        {t('eligibility.standingsHeading')}
      </h2>
      <ul className={styles.counts}>
        {eligibilityStatuses.map((status) => (
          <li key={status} className={styles.count}>
            <StatusBadge status={status} /> <span className={styles.countValue}>{counts[status]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
