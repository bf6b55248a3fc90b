import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, mailMessages, unsubscribeTexts as texts, type UnsubscribeResponse } from '@rollcall/contracts';
import { Button, Notice } from '@rollcall/ui-kit';
import { Page, Panel } from '@rollcall/ui-kit/pages';
import styles from './UnsubscribePage.module.css';

type Outcome =
  | { state: 'asking'; failure?: string }
  | { state: 'done'; unsubscribed: UnsubscribeResponse['unsubscribed'] }
  | { state: 'invalid'; message: string };

/** The server's answer to a token it does not take: the link itself is wrong, so asking again cannot help. */
const refusesLink = (status: number | undefined) => status === 400 || status === 404;

/**
 * /unsubscribe?token=…, the link of a mail, for anyone signed in or not. It acts only on the button:
 * mail scanners open links, and opening one must not turn mails off.
 */
export default function UnsubscribePage() {
  const token = useSearchParams()[0].get('token');
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'asking' } : { state: 'invalid', message: mailMessages.invalidUnsubscribeLink },
  );
  const [busy, setBusy] = useState(false);

  async function unsubscribe() {
    setBusy(true);
    try {
      const answer = await api.call(endpoints.unsubscribe, { query: { token: token ?? '' } });
      setOutcome({ state: 'done', unsubscribed: answer.unsubscribed });
    } catch (failure) {
      const message = errorMessage(failure, texts.failed);
      const status = (failure as { status?: number }).status;
      setOutcome(refusesLink(status) ? { state: 'invalid', message } : { state: 'asking', failure: message });
    } finally {
      setBusy(false);
    }
  }

  const signIn = (
    <Link to="/login" className={styles.signIn}>
      {texts.signIn}
    </Link>
  );

  return (
    <Page narrow title={texts.title}>
      <Panel className={styles.panel}>
        {outcome.state === 'asking' ? (
          <>
            {outcome.failure ? <Notice type="error">{outcome.failure}</Notice> : null}
            <p>{texts.question}</p>
            <Button className={styles.action} busy={busy} busyLabel={texts.unsubscribing} onClick={unsubscribe}>
              {texts.unsubscribe}
            </Button>
          </>
        ) : outcome.state === 'done' ? (
          <>
            <Notice type="success">{texts.unsubscribed(outcome.unsubscribed.kind, outcome.unsubscribed.email)}</Notice>
            <p>{texts.turnBackOn}</p>
            {signIn}
          </>
        ) : (
          <>
            <Notice type="error">{outcome.message}</Notice>
            <p>{texts.invalidHint}</p>
            {signIn}
          </>
        )}
      </Panel>
    </Page>
  );
}
