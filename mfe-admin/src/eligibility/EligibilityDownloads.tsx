import { api, endpoints } from '@rollcall/api-client';
import { FileDownloads } from '@rollcall/attendance-ui';
import { type EligibilityFilter, eligibilityQuery } from './eligibilityFilter';
import { useAdminTexts } from '../texts/texts';

const files = { csv: endpoints.eligibilityCsv, pdf: endpoints.eligibilityPdf } as const;

/** Download CSV and PDF of the list on screen, for the exam cell. */
export function EligibilityDownloads({ filter }: { filter: EligibilityFilter }) {
  const t = useAdminTexts();
  return (
    <FileDownloads
      formats={['csv', 'pdf']}
      fetchFile={(format) => api.download(files[format], { query: eligibilityQuery(filter) })}
      failureText={t('eligibility.downloadFailed')}
    />
  );
}
