import { useMemo, useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { correctedText, LeaveRequests, useRefreshLeaveRequests } from '@rollcall/attendance-ui';
import { Button } from '@rollcall/ui-kit';
import { DoneNotice, useTimedNotice } from '@rollcall/ui-kit/forms';
import { Page, RetryNotice } from '@rollcall/ui-kit/pages';
import { useClasses, useSettings } from '../data/hooks';
import { useInstituteToday } from '../common/instituteToday';
import { useAdminTexts } from '../texts/texts';
import { OnDutyDialog } from './OnDutyDialog';

/** Leave and on-duty: the requests of every class to approve or reject, and on-duty granted by the office to a group. */
export function LeavePage() {
  const t = useAdminTexts();
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
      title={t('leave.title')}
      description={t('leave.description')}
      actions={
        <Button icon={<CalendarPlus size={16} />} disabled={!today} onClick={() => setGranting(true)}>
          {t('leave.grant')}
        </Button>
      }
    >
      <DoneNotice done={done} />
      {failed ? <RetryNotice onRetry={retry}>{t('leave.timeZoneFailed')}</RetryNotice> : null}
      <LeaveRequests area="admin" classes={classes} timeZone={timeZone} />
      {granting && today ? (
        <OnDutyDialog
          today={today}
          onClose={() => setGranting(false)}
          onGranted={(requests, corrected) => {
            setGranting(false);
            done.show(t('leave.granted', { count: requests, corrected: correctedText(corrected) }));
            refresh();
          }}
        />
      ) : null}
    </Page>
  );
}
