import { Notice } from '@rollcall/ui-kit';
import { useTimedNotice, DoneNotice } from '@rollcall/ui-kit/forms';
import { ListFailure, ListLoading, Page } from '@rollcall/ui-kit/pages';
import { useAdminChange, usePermission, useSettings } from '../data/hooks';
import { SettingsForm } from './SettingsForm';

/**
 * Settings: the institute's time zone, attendance threshold and condonation floor, daily summaries, correction
 * window and absence alerts.
 */
export function SettingsPage() {
  const { data, error, isLoading, mutate } = useSettings();
  const canManage = usePermission('manage_setup');
  const done = useTimedNotice();
  const changed = useAdminChange();

  return (
    <Page
      landmark="section"
      back
      narrow
      title="Settings"
      description="Time zone, attendance threshold and condonation floor, daily summary time, correction window and absence alerts."
    >
      <DoneNotice done={done} />
      {isLoading ? (
        <ListLoading label="Loading settings" />
      ) : error && !data ? (
        <ListFailure message="Failed to load the settings" onRetry={() => mutate()} />
      ) : data ? (
        <>
          {canManage ? null : <Notice type="info">These settings can be changed by admins who may manage the setup.</Notice>}
          {/* A new form for the saved settings: they are what the next save is compared with. */}
          <SettingsForm
            key={JSON.stringify(data.settings)}
            settings={data.settings}
            canManage={canManage}
            onSaved={(answer) => {
              void mutate(answer, { revalidate: false });
              void changed('settings');
              done.show('Settings saved');
            }}
          />
        </>
      ) : null}
    </Page>
  );
}
