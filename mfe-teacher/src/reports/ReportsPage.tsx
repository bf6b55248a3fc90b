import { useNavigate, useSearchParams } from 'react-router-dom';
import { AttendanceReport, reportFilterOf, reportSearch, useAttendanceTexts } from '@rollcall/attendance-ui';
import { Page } from '@rollcall/ui-kit/pages';
import { teacherPaths, useAreaPath } from '../common/paths';
import { useTeacherReportChoices } from './useTeacherReportChoices';

/** My classes → Reports: the attendance of my subjects by the filters in the address, to read or download. */
export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const areaPath = useAreaPath();
  const { t } = useAttendanceTexts();
  return (
    <Page
      landmark="section"
      back
      onBack={() => navigate(areaPath(teacherPaths.classes))}
      title={t('report.title')}
      description={t('report.teacherDescription')}
    >
      <AttendanceReport
        area="teacher"
        filter={reportFilterOf(search)}
        onFilterChange={(filter) => setSearch(reportSearch(filter))}
        useChoices={useTeacherReportChoices}
        canDownload
      />
    </Page>
  );
}
