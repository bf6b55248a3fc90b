import { type EligibilitySubject, type EligibilityStatus, eligibilityTexts, type Language } from '@rollcall/contracts';
import { formatPercent, useLanguage } from '@rollcall/i18n';
import { Badge, type BadgeProps, VisuallyHidden } from '@rollcall/ui-kit';
import { useAdminTexts } from '../texts/texts';
import styles from './Eligibility.module.css';

const tones: Record<EligibilityStatus, BadgeProps['tone']> = { eligible: 'success', condonable: 'warning', short: 'error' };

/** A status in words ('Needs condonation'); its colour only repeats them. */
export function StatusBadge({ status }: { status: EligibilityStatus }) {
  return <Badge tone={tones[status]}>{eligibilityTexts.status[status]}</Badge>;
}

/** A percentage as the tables write it in the language: '87.5%', '100%', or a dash while there is none. */
export const percentText = (percentage: number | null, language: Language) =>
  percentage === null ? '–' : formatPercent(percentage, language);

/** A subject's percentage (a dash, said in words, before any lecture). */
export function Percentage({ percentage }: { percentage: number | null }) {
  const t = useAdminTexts();
  const language = useLanguage();
  return percentage === null ? (
    <>
      <span aria-hidden="true">{percentText(null, language)}</span>
      <VisuallyHidden>{t('eligibility.noLectures')}</VisuallyHidden>
    </>
  ) : (
    percentText(percentage, language)
  );
}

/** A subject's standing in one place: the percentage, then the status. */
export function Standing({ subject }: { subject: Pick<EligibilitySubject, 'percentage' | 'status'> }) {
  return (
    <span className={styles.standing}>
      <span className={styles.percent}>
        <Percentage percentage={subject.percentage} />
      </span>{' '}
      <StatusBadge status={subject.status} />
    </span>
  );
}
