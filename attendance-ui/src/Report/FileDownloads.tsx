import { useState } from 'react';
import { Download } from 'lucide-react';
import type { DownloadedFile } from '@rollcall/api-client';
import { useFailureReason } from '@rollcall/i18n/contract-texts';
import { Button, Notice } from '@rollcall/ui-kit';
import { useAttendanceTexts } from '../texts/texts';
import { saveFile } from './saveFile';
import styles from './Report.module.css';

export type FileFormat = 'csv' | 'pdf';

const labels = {
  csv: { label: 'report.downloadCsv', busy: 'report.preparingCsv' },
  pdf: { label: 'report.downloadPdf', busy: 'report.preparingPdf' },
} as const;

export interface FileDownloadsProps {
  /** Which files to offer, in this order. */
  formats: readonly FileFormat[];
  /** Fetches the file of a format: exactly what the page shows. */
  fetchFile: (format: FileFormat) => Promise<DownloadedFile>;
  /** What a failure without the server's own words says. */
  failureText: string;
}

/** Download CSV and PDF buttons, each busy while its file is prepared; a refusal is shown beside them. */
export function FileDownloads({ formats, fetchFile, failureText }: FileDownloadsProps) {
  const [preparing, setPreparing] = useState<FileFormat | null>(null);
  const [refusal, setRefusal] = useState('');
  const { t } = useAttendanceTexts();
  const reason = useFailureReason();

  const download = async (format: FileFormat) => {
    setPreparing(format);
    setRefusal('');
    try {
      saveFile(await fetchFile(format));
    } catch (error) {
      setRefusal(reason(error) || failureText);
    } finally {
      setPreparing(null);
    }
  };

  return (
    <div className={styles.downloads}>
      <div className={styles.buttons}>
        {formats.map((format) => (
          <Button
            key={format}
            variant="secondary"
            icon={<Download size={18} />}
            busy={preparing === format}
            busyLabel={t(labels[format].busy)}
            disabled={preparing !== null}
            onClick={() => void download(format)}
          >
            {t(labels[format].label)}
          </Button>
        ))}
      </div>
      {refusal ? <Notice type="error">{refusal}</Notice> : null}
    </div>
  );
}
