import { useNavigate } from 'react-router-dom';
import type { MailReader } from '@rollcall/contracts';
import { ListStates, Page } from '@rollcall/ui-kit/pages';
import { useMailPreferences } from '../data/hooks';
import { useWords } from '../texts/useWords';
import { MailSwitches } from './MailSwitches';

/** Email settings of the signed-in student or parent: which attendance mails they get; Back to their attendance. */
export function EmailSettingsPage({ reader, mountPath }: { reader: MailReader; mountPath: string }) {
  const { t, reason } = useWords();
  const navigate = useNavigate();
  const answer = useMailPreferences(reader);
  return (
    <Page landmark="section" narrow back onBack={() => navigate(mountPath)} title={t('emails.title')}>
      <ListStates list={answer} loading={t('emails.loading')} failed={t('emails.loadFailed')} reason={reason}>
        {answer.data ? (
          <MailSwitches
            reader={reader}
            answer={answer.data}
            onSaved={(saved) => void answer.mutate(saved, { revalidate: false })}
          />
        ) : null}
      </ListStates>
    </Page>
  );
}
