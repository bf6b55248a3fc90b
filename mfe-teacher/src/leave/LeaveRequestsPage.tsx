import { LeaveRequests } from '@rollcall/attendance-ui';
import { Page } from '@rollcall/ui-kit/pages';
import { useTeacherTexts } from '../texts/texts';

/** The leave and on-duty requests of the students of my classes, pending first, to approve or reject. */
export function LeaveRequestsPage() {
  const t = useTeacherTexts();
  return (
    <Page landmark="section" title={t('leave.title')} description={t('leave.description')}>
      <LeaveRequests area="teacher" emptyTitle={t('leave.empty')} />
    </Page>
  );
}
