import { useNavigate } from 'react-router-dom';
import { failureReason } from '@rollcall/api-client';
import { mailPreferenceTexts as texts, type MailReader } from '@rollcall/contracts';
import { ListStates, Page } from '@rollcall/ui-kit/pages';
import { useMailPreferences } from '../data/hooks';
import { MailSwitches } from './MailSwitches';

/** Email settings of the signed-in student or parent: which attendance mails they get; Back to their attendance. */
export function EmailSettingsPage({ reader, mountPath }: { reader: MailReader; mountPath: string }) {
  const navigate = useNavigate();
  const answer = useMailPreferences(reader);
  return (
    <Page landmark="section" narrow back onBack={() => navigate(mountPath)} title={texts.emailSettings}>
      <ListStates list={answer} noun={texts.preferencesNoun} reason={failureReason}>
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
