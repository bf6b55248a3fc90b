import { useState } from 'react';
import { Notice, useTimedNotice } from '@rollcall/ui-kit';
import { Page } from '../layout/Page';
import { InstituteSelect } from './InstituteSelect';
import { AdminsPanel } from './AdminsPanel';
import { useInstitutes } from './useInstitutes';
import styles from '../layout/Page.module.css';

/** Manage Admins (SPEC §2): choose an institute, then rename or delete its admins. */
export function ManageAdminsPage() {
  const [instituteId, setInstituteId] = useState<string | null>(null);
  const { institutes } = useInstitutes();
  const institute = institutes.find((candidate) => candidate.id === instituteId) ?? null;
  const done = useTimedNotice();

  return (
    <Page title="Manage Admins" subtitle="View, rename and remove the admins of an institute." back>
      {done.message ? <Notice type="success" onDismiss={done.clear}>{done.message}</Notice> : null}
      <div className={styles.panel}>
        <InstituteSelect value={instituteId} onChange={setInstituteId} />
      </div>
      {institute ? <AdminsPanel institute={institute} onDone={() => done.show('Operation completed successfully!')} /> : null}
    </Page>
  );
}
