import { useState } from 'react';
import { Notice } from '@rollcall/ui-kit';
import { Toast, useTimedNotice } from '@rollcall/ui-kit/forms';
import { Page, Panel } from '@rollcall/ui-kit/pages';
import { InstituteSelect } from './InstituteSelect';
import { AdminsPanel } from './AdminsPanel';
import { useInstitutes } from './useInstitutes';
import { useSuperadminTexts } from '../texts/texts';

/** Manage Admins: choose an institute, then rename or delete its admins, or resend their credentials. */
export function ManageAdminsPage() {
  const t = useSuperadminTexts();
  const [instituteId, setInstituteId] = useState<string | null>(null);
  const { institutes } = useInstitutes();
  const institute = institutes.find((candidate) => candidate.id === instituteId) ?? null;
  const done = useTimedNotice();
  const [sent, setSent] = useState<string | null>(null);

  return (
    <Page title={t('admins.manageTitle')} description={t('admins.manageDescription')} back>
      {sent ? <Toast type="success" message={sent} onClose={() => setSent(null)} /> : null}
      {done.message ? (
        <Notice type="success" onDismiss={done.clear}>
          {done.message}
        </Notice>
      ) : null}
      <Panel>
        <InstituteSelect value={instituteId} onChange={setInstituteId} />
      </Panel>
      {institute ? (
        <AdminsPanel institute={institute} onDone={() => done.show(t('admins.done'))} onCredentialsSent={setSent} />
      ) : null}
    </Page>
  );
}
