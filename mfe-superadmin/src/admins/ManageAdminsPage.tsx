import { useState } from 'react';
import { Notice, Toast, useTimedNotice } from '@rollcall/ui-kit';
import { Page } from '../layout/Page';
import { InstituteSelect } from './InstituteSelect';
import { AdminsPanel } from './AdminsPanel';
import { useInstitutes } from './useInstitutes';
import styles from '../layout/Page.module.css';

/** Manage Admins: choose an institute, then rename or delete its admins, or resend their credentials. */
export function ManageAdminsPage() {
  const [instituteId, setInstituteId] = useState<string | null>(null);
  const { institutes } = useInstitutes();
  const institute = institutes.find((candidate) => candidate.id === instituteId) ?? null;
  const done = useTimedNotice();
  const [sent, setSent] = useState<string | null>(null);

  return (
    <Page title="Manage Admins" subtitle="View, rename and remove the admins of an institute." back>
      {sent ? <Toast type="success" message={sent} onClose={() => setSent(null)} /> : null}
      {done.message ? (
        <Notice type="success" onDismiss={done.clear}>
          {done.message}
        </Notice>
      ) : null}
      <div className={styles.panel}>
        <InstituteSelect value={instituteId} onChange={setInstituteId} />
      </div>
      {institute ? (
        <AdminsPanel
          institute={institute}
          onDone={() => done.show('Operation completed successfully!')}
          onCredentialsSent={setSent}
        />
      ) : null}
    </Page>
  );
}
