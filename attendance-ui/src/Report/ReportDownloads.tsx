import { api } from '@rollcall/api-client';
import type { AttendanceArea } from '../data/keys';
import { type FileFormat, FileDownloads } from './FileDownloads';
import { type ReportFilterValues, reportEndpoints, reportQuery } from './reportFilter';
import { useAttendanceTexts } from '../texts/texts';

interface ReportDownloadsProps {
  area: AttendanceArea;
  filter: ReportFilterValues;
  /** Which files to offer: a report too large to print is still offered as CSV. */
  formats: readonly FileFormat[];
}

/** Download CSV and PDF of exactly the filters on screen. */
export function ReportDownloads({ area, filter, formats }: ReportDownloadsProps) {
  const { t } = useAttendanceTexts();
  return (
    <FileDownloads
      formats={formats}
      fetchFile={(format) => api.download(reportEndpoints[area], { query: reportQuery(filter, format) })}
      failureText={t('report.downloadFailed')}
    />
  );
}
