import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api, endpoints } from '@rollcall/api-client';
import { errorMessage, mailMessages, type UnsubscribeResponse } from '@rollcall/contracts';
import { Button, Notice } from '@rollcall/ui-kit';
import { Page, Panel } from '@rollcall/ui-kit/pages';
import { unsubscribedIds } from '../texts/sharedIds';
import { useWords } from '../texts/useWords';
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
  const { t, answer: said } = useWords();
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
      const message = errorMessage(failure, t('unsubscribe.failed'));
      const status = (failure as { status?: number }).status;
      setOutcome(refusesLink(status) ? { state: 'invalid', message } : { state: 'asking', failure: message });
    } finally {
      setBusy(false);
    }
  }

  const signIn = (
    <Link to="/login" className={styles.signIn}>
      {t('unsubscribe.signIn')}
    </Link>
  );

  return (
    <Page narrow title={t('unsubscribe.title')}>
      <Panel className={styles.panel}>
        {outcome.state === 'asking' ? (
          <>
            {outcome.failure ? <Notice type="error">{said(outcome.failure)}</Notice> : null}
            <p>{t('unsubscribe.question')}</p>
            <Button className={styles.action} busy={busy} busyLabel={t('unsubscribe.unsubscribing')} onClick={unsubscribe}>
              {t('unsubscribe.button')}
            </Button>
          </>
        ) : outcome.state === 'done' ? (
          <>
            <Notice type="success">{t(unsubscribedIds[outcome.unsubscribed.kind], { email: outcome.unsubscribed.email })}</Notice>
            <p>{t('unsubscribe.turnBackOn')}</p>
            {signIn}
          </>
        ) : (
          <>
            <Notice type="error">{said(outcome.message)}</Notice>
            <p>{t('unsubscribe.invalidHint')}</p>
            {signIn}
          </>
        )}
      </Panel>
    </Page>
  );
}
