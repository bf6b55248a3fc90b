import { LeaveRequests } from '@rollcall/attendance-ui';
import { Page } from '@rollcall/ui-kit/pages';

/** The leave and on-duty requests of the students of my classes, pending first, to approve or reject. */
export function LeaveRequestsPage() {
  return (
    <Page
      landmark="section"
      title="Leave requests"
      description="Leave and on-duty asked for the students of your classes; approve or reject each."
    >
      <LeaveRequests area="teacher" emptyTitle="No requests from your classes" />
    </Page>
  );
}
