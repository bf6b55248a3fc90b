import { useSearchParams } from 'react-router-dom';
import { AttendanceReport, attendanceViewTexts, reportFilterOf, reportSearch } from '@rollcall/attendance-ui';
import { Page } from '@rollcall/ui-kit/pages';
import { GoToButton } from '../common/GoToButton';
import { usePermission } from '../data/hooks';
import { pageTexts as eligibilityPageTexts } from '../eligibility/texts';
import { useAdminReportChoices } from './useAdminReportChoices';

/** Reports: the institute's attendance by the filters in the address, downloadable by admins who may export. */
export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const canDownload = usePermission('export_reports');
  return (
    <Page
      landmark="section"
      title={attendanceViewTexts.english('report.title')}
      description={attendanceViewTexts.english('report.description')}
      actions={<GoToButton to="reports/eligibility">{eligibilityPageTexts.openFromReports}</GoToButton>}
    >
      <AttendanceReport
        area="admin"
        filter={reportFilterOf(search)}
        onFilterChange={(filter) => setSearch(reportSearch(filter))}
        useChoices={useAdminReportChoices}
        canDownload={canDownload}
      />
    </Page>
  );
}
