import { Link } from 'react-router-dom';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { errorMessage } from '@rollcall/contracts';
import { useMountPath } from '@rollcall/federation/mount-path';
import { Badge, Notice } from '@rollcall/ui-kit';
import { Panel } from '@rollcall/ui-kit/pages';
import { setupStepLinks } from './setupStepLinks';
import { useSetupProgress } from './useSetupProgress';
import { useAdminTexts } from '../texts/texts';
import styles from './SetupChecklist.module.css';

/**
 * What a new institute still has to set up, in order, each step a link to its screen and the first one not done
 * marked as the next; nothing once every step is done (or while the steps load: the dashboard shows its own progress).
 */
export function SetupChecklist() {
  const t = useAdminTexts();
  const mountPath = useMountPath();
  const { data, error } = useSetupProgress();
  if (!data) return error ? <Notice type="error">{errorMessage(error, t('dashboard.setup.failed'))}</Notice> : null;
  const { steps } = data;
  const next = steps.find((step) => !step.done);
  if (!next) return null;
  const doneCount = steps.filter((step) => step.done).length;
  return (
    <section aria-labelledby="setup-checklist" className={styles.checklist}>
      <h2 id="setup-checklist" className={styles.heading}>
        {t('dashboard.setup.heading')}
      </h2>
      <p className={styles.intro}>
        {t('dashboard.setup.progress', { done: doneCount, total: steps.length })}. {t('dashboard.setup.intro')}
      </p>
      <Panel>
        <ol className={styles.steps}>
          {steps.map((step) => {
            const isNext = step === next;
            const title = t(`dashboard.setup.${step.key}`);
            const hint = t(`dashboard.setup.${step.key}Hint`);
            return (
              <li key={step.key} className={`${styles.step} ${isNext ? styles.next : ''}`}>
                <span className={step.done ? styles.doneIcon : styles.toDoIcon} aria-hidden="true">
                  {step.done ? <CircleCheck size={22} /> : <CircleDashed size={22} />}
                </span>
                <span className={styles.main}>
                  <Link
                    className={styles.link}
                    to={`${mountPath}/${setupStepLinks[step.key]}`}
                    aria-current={isNext ? 'step' : undefined}
                  >
                    {title}
                  </Link>
                  <span className={styles.hint}>{hint}</span>
                </span>
                {isNext ? <Badge tone="warning">{t('dashboard.setup.next')}</Badge> : null}
                <Badge tone={step.done ? 'success' : 'neutral'}>
                  {step.done ? t('dashboard.setup.done') : t('dashboard.setup.toDo')}
                </Badge>
              </li>
            );
          })}
        </ol>
      </Panel>
    </section>
  );
}
