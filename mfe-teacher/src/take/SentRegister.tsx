import { Button, Notice } from '@rollcall/ui-kit';
import { Panel } from '@rollcall/ui-kit/pages';
import type { QueuedRegister, SendOutcome } from '../offline/registerQueue';
import { useContractText } from '@rollcall/i18n/contract-texts';
import { useTeacherTexts } from '../texts/texts';
import styles from './TakeAttendance.module.css';

interface SentRegisterProps {
  register: QueuedRegister;
  /** Unknown while the first send is under way. */
  outcome: SendOutcome | undefined;
  onBack: () => void;
  onSignIn: () => void;
}

/** What became of a register once Save was pressed: waiting for a connection, saved, or refused. */
export function SentRegister({ register, outcome, onBack, onSignIn }: SentRegisterProps) {
  const { marks } = register.submission;
  const absent = register.absentees.length;
  const saved = outcome?.kind === 'saved' ? outcome.lecture : null;
  const t = useTeacherTexts();
  const contractText = useContractText();
  return (
    <Panel as="section" aria-labelledby="register-outcome" className={styles.outcome}>
      <div role="status">
        {outcome?.kind === 'refused' ? null : (
          <h2 id="register-outcome" className={styles.headline}>
            {saved ? t('register.saved', { present: saved.present, absent: saved.absent }) : t('register.waiting')}
          </h2>
        )}
        {outcome?.kind === 'waiting' ? <p>{t('register.waitingDetail')}</p> : null}
      </div>
      {outcome?.kind === 'refused' ? (
        <>
          <h2 id="register-outcome" className={styles.headline}>
            {t('register.notSaved')}
          </h2>
          <Notice type="error">{outcome.message ? contractText(outcome.message) : t('register.refusedFallback')}</Notice>
        </>
      ) : null}
      {outcome?.kind === 'signed-out' ? (
        <Notice type="warning">
          {t('register.signInAgain')}{' '}
          <Button variant="secondary" size="sm" onClick={onSignIn}>
            {t('register.signIn')}
          </Button>
        </Notice>
      ) : null}
      {outcome?.kind === 'refused' ? null : (
        <>
          <h3 className={styles.absenteesTitle}>{t('register.absentOf', { absent, total: marks.length })}</h3>
          {absent === 0 ? (
            <p>{t('register.noAbsentees')}</p>
          ) : (
            <ul className={styles.absentees}>
              {register.absentees.map((student) => (
                <li key={student.id}>
                  <span className={styles.roll}>{student.rollNumber}</span> {student.name}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Button onClick={onBack}>{t('register.backToToday')}</Button>
    </Panel>
  );
}
