import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { type AnswerOf, api, endpoints } from '@rollcall/api-client';
import { type DemoSignIn, demoInstituteTexts, errorMessage, roleLabel } from '@rollcall/contracts';
import { Button, Notice } from '@rollcall/ui-kit';
import { DetailList, Panel } from '@rollcall/ui-kit/pages';
import styles from './DemoInstitute.module.css';

type Created = AnswerOf<typeof endpoints.createDemoInstitute>;
const fields = demoInstituteTexts.signInFields;

/** One person of the demo institute and how they sign in. */
function SignInCard({ signIn }: { signIn: DemoSignIn }) {
  return (
    <li className={styles.signIn} aria-label={roleLabel(signIn.role)}>
      <h3>{roleLabel(signIn.role)}</h3>
      <DetailList
        termWidth="5.5rem"
        items={[
          { term: fields.name, description: signIn.name },
          { term: fields.email, description: signIn.email },
          { term: fields.password, description: <span className={styles.password}>{signIn.password}</span> },
        ]}
      />
    </li>
  );
}

/**
 * Create demo institute: the server builds a whole school with a semester of attendance (a few seconds), then its
 * four sign-ins are shown here once; nothing else ever shows their passwords.
 */
export function DemoInstitutePanel({ onCreated }: { onCreated: () => void }) {
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const create = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setCreated(await api.call(endpoints.createDemoInstitute));
      onCreated();
    } catch (error) {
      setFailure(errorMessage(error, String(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel as="section" className={styles.panel} aria-label={demoInstituteTexts.panel}>
      <div className={styles.intro}>
        <p>{demoInstituteTexts.explanation}</p>
        <Button
          variant="secondary"
          icon={<Sparkles size={18} />}
          busy={busy}
          busyLabel={demoInstituteTexts.creating}
          onClick={create}
        >
          {demoInstituteTexts.create}
        </Button>
      </div>
      {failure ? (
        <Notice type="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
      {created ? (
        <>
          <Notice type="success" onDismiss={() => setCreated(null)}>
            {demoInstituteTexts.created(created.institute.name)}
          </Notice>
          <ul className={styles.signIns} aria-label={demoInstituteTexts.signInsCaption}>
            {created.signIns.map((signIn) => (
              <SignInCard key={signIn.role} signIn={signIn} />
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}
