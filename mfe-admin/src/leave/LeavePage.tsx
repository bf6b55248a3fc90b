import { useMemo, useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { correctedText, LeaveRequests, useRefreshLeaveRequests } from '@rollcall/attendance-ui';
import { Button } from '@rollcall/ui-kit';
import { DoneNotice, useTimedNotice } from '@rollcall/ui-kit/forms';
import { Page, RetryNotice } from '@rollcall/ui-kit/pages';
import { useClasses, useSettings } from '../data/hooks';
import { useInstituteToday } from '../common/instituteToday';
import { OnDutyDialog } from './OnDutyDialog';

const grantedText = (requests: number, corrected: number) =>
  `On-duty granted to ${requests} ${requests === 1 ? 'student' : 'students'}. ${correctedText(corrected)}.`;

/** Leave and on-duty: the requests of every class to approve or reject, and on-duty granted by the office to a group. */
export function LeavePage() {
  const classList = useClasses().data;
  const classes = useMemo(
    () => (classList?.classes ?? []).filter((each) => !each.archived).map((each) => ({ value: each.id, label: each.name })),
    [classList],
  );
  const timeZone = useSettings().data?.settings.timeZone;
  const { today, failed, retry } = useInstituteToday();
  const [granting, setGranting] = useState(false);
  const done = useTimedNotice();
  const refresh = useRefreshLeaveRequests('admin');

  return (
    <Page
      landmark="section"
      title="Leave and on-duty"
      description="Requests from students and parents, pending first; on-duty the office grants to a group."
      actions={
        <Button icon={<CalendarPlus size={16} />} disabled={!today} onClick={() => setGranting(true)}>
          Grant on-duty
        </Button>
      }
    >
      <DoneNotice done={done} />
      {failed ? <RetryNotice onRetry={retry}>Failed to load the institute’s time zone.</RetryNotice> : null}
      <LeaveRequests area="admin" classes={classes} timeZone={timeZone} />
      {granting && today ? (
        <OnDutyDialog
          today={today}
          onClose={() => setGranting(false)}
          onGranted={(requests, corrected) => {
            setGranting(false);
            done.show(grantedText(requests, corrected));
            refresh();
          }}
        />
      ) : null}
    </Page>
  );
}
