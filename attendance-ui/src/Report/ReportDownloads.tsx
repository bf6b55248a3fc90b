import { useState } from 'react';
import { Download } from 'lucide-react';
import { api } from '@rollcall/api-client';
import { errorMessage, reportTexts } from '@rollcall/contracts';
import { Button, Notice } from '@rollcall/ui-kit';
import type { AttendanceArea } from '../data/keys';
import { type ReportFilterValues, reportEndpoints, reportQuery } from './reportFilter';
import { saveFile } from './saveFile';
import styles from './Report.module.css';

type FileFormat = 'csv' | 'pdf';

const labels = {
  csv: { label: reportTexts.downloadCsv, busy: reportTexts.preparingCsv },
  pdf: { label: reportTexts.downloadPdf, busy: reportTexts.preparingPdf },
} as const;

interface ReportDownloadsProps {
  area: AttendanceArea;
  filter: ReportFilterValues;
  /** Which files to offer: a report too large to print is still offered as CSV. */
  formats: readonly FileFormat[];
}

/** Download CSV and PDF of exactly the filters on screen; a refusal is shown beside the buttons. */
export function ReportDownloads({ area, filter, formats }: ReportDownloadsProps) {
  const [preparing, setPreparing] = useState<FileFormat | null>(null);
  const [refusal, setRefusal] = useState('');

  const download = async (format: FileFormat) => {
    setPreparing(format);
    setRefusal('');
    try {
      saveFile(await api.download(reportEndpoints[area], { query: reportQuery(filter, format) }));
    } catch (error) {
      setRefusal(errorMessage(error, reportTexts.downloadFailed));
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
            busyLabel={labels[format].busy}
            disabled={preparing !== null}
            onClick={() => void download(format)}
          >
            {labels[format].label}
          </Button>
        ))}
      </div>
      {refusal ? <Notice type="error">{refusal}</Notice> : null}
    </div>
  );
}
