import { useNavigate } from 'react-router-dom';
import type { MailReader } from '@rollcall/contracts';
import { Page } from '@rollcall/ui-kit/pages';
import { useMailPreferences } from '../data/hooks';
import { LoadStates } from '../layout/LoadStates';
import { useStudentTexts } from '../texts/texts';
import { MailSwitches } from './MailSwitches';

/** Email settings of the signed-in student or parent: which attendance mails they get; Back to their attendance. */
export function EmailSettingsPage({ reader, mountPath }: { reader: MailReader; mountPath: string }) {
  const t = useStudentTexts();
  const navigate = useNavigate();
  const answer = useMailPreferences(reader);
  return (
    <Page landmark="section" narrow back onBack={() => navigate(mountPath)} title={t('emails.title')}>
      <LoadStates list={answer} loading={t('emails.loading')} failed={t('emails.loadFailed')}>
        {answer.data ? (
          <MailSwitches
            reader={reader}
            answer={answer.data}
            onSaved={(saved) => void answer.mutate(saved, { revalidate: false })}
          />
        ) : null}
      </LoadStates>
    </Page>
  );
}
