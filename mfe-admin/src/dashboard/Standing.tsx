import { TriangleAlert } from 'lucide-react';
import { InlineBar } from '@rollcall/ui-kit/charts';
import styles from './DashboardPage.module.css';
import { useDashboardTexts } from './useDashboardTexts';

interface StandingProps {
  percentage: number | null;
  threshold: number;
}

/** A percentage with its bar against the threshold, and below it the word and icon that say it falls short. */
export function Standing({ percentage, threshold }: StandingProps) {
  const texts = useDashboardTexts();
  const below = percentage !== null && percentage < threshold;
  return (
    <span className={styles.standing}>
      <span className={styles.standingFigure}>
        {texts.percent(percentage)}
        <InlineBar value={percentage} mark={threshold} />
      </span>
      {below ? (
        <span className={styles.below}>
          <TriangleAlert size={14} aria-hidden="true" /> {texts.belowThreshold}
        </span>
      ) : null}
    </span>
  );
}
