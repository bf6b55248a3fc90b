import { useState } from 'react';
import { Upload } from 'lucide-react';
import { Button, Notice } from '@rollcall/ui-kit';
import { useAdminTexts } from '../texts/texts';
import { OneRosterExport } from './OneRosterExport';
import { OneRosterImportDialog } from './OneRosterImportDialog';

/** Export OneRoster and Import OneRoster, for a page's actions; an export that failed says so beside them. */
export function OneRosterActions() {
  const t = useAdminTexts();
  const [importing, setImporting] = useState(false);
  const [failure, setFailure] = useState('');
  return (
    <>
      <OneRosterExport onFailure={setFailure} />
      <Button variant="secondary" icon={<Upload size={18} aria-hidden="true" />} onClick={() => setImporting(true)}>
        {t('oneroster.importButton')}
      </Button>
      {failure ? <Notice type="error">{failure}</Notice> : null}
      {importing ? <OneRosterImportDialog onClose={() => setImporting(false)} /> : null}
    </>
  );
}
