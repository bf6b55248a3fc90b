import { registerTexts } from '@rollcall/contracts';
import { Button, Notice } from '@rollcall/ui-kit';
import { Panel } from '@rollcall/ui-kit/pages';
import type { QueuedRegister, SendOutcome } from '../offline/registerQueue';
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
  return (
    <Panel as="section" aria-labelledby="register-outcome" className={styles.outcome}>
      <div role="status">
        {outcome?.kind === 'refused' ? null : (
          <h2 id="register-outcome" className={styles.headline}>
            {saved ? registerTexts.saved(saved.present, saved.absent) : registerTexts.waitingForConnection}
          </h2>
        )}
        {outcome?.kind === 'waiting' ? <p>{registerTexts.waitingDetail}</p> : null}
      </div>
      {outcome?.kind === 'refused' ? (
        <>
          <h2 id="register-outcome" className={styles.headline}>
            Not saved
          </h2>
          <Notice type="error">{outcome.message}</Notice>
        </>
      ) : null}
      {outcome?.kind === 'signed-out' ? (
        <Notice type="warning">
          {registerTexts.signInAgain}{' '}
          <Button variant="secondary" size="sm" onClick={onSignIn}>
            Sign in
          </Button>
        </Notice>
      ) : null}
      {outcome?.kind === 'refused' ? null : (
        <>
          <h3 className={styles.absenteesTitle}>
            Absent ({absent} of {marks.length})
          </h3>
          {absent === 0 ? (
            <p>{registerTexts.noAbsentees}</p>
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
      <Button onClick={onBack}>Back to Today</Button>
    </Panel>
  );
}
