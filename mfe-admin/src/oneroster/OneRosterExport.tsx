import { useState } from 'react';
import { Download } from 'lucide-react';
import { api } from '@rollcall/api-client';
import { saveFile } from '@rollcall/attendance-ui';
import { endpoints } from '@rollcall/contracts/endpoints';
import { errorMessage } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { useAdminTexts } from '../texts/texts';

/** 'Export OneRoster': downloads the institute's roster as a OneRoster zip, busy while it is prepared. */
export function OneRosterExport({ onFailure }: { onFailure: (message: string) => void }) {
  const t = useAdminTexts();
  const [preparing, setPreparing] = useState(false);
  const download = async () => {
    setPreparing(true);
    onFailure('');
    try {
      saveFile(await api.download(endpoints.exportOneRoster));
    } catch (error) {
      onFailure(errorMessage(error, t('oneroster.exportFailed')));
    } finally {
      setPreparing(false);
    }
  };
  return (
    <Button
      variant="secondary"
      icon={<Download size={18} aria-hidden="true" />}
      onClick={() => void download()}
      busy={preparing}
      busyLabel={t('oneroster.downloading')}
    >
      {t('oneroster.download')}
    </Button>
  );
}
