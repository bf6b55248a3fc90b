import { Notice } from '@rollcall/ui-kit';
import { useTimedNotice, DoneNotice } from '@rollcall/ui-kit/forms';
import { ListFailure, ListLoading, Page } from '@rollcall/ui-kit/pages';
import { useAdminChange, usePermission, useSettings } from '../data/hooks';
import { SettingsForm } from './SettingsForm';
import { useAdminTexts } from '../texts/texts';

/**
 * Settings: the institute's time zone, attendance threshold and condonation floor, daily summaries, correction
 * window and absence alerts.
 */
export function SettingsPage() {
  const t = useAdminTexts();
  const { data, error, isLoading, mutate } = useSettings();
  const canManage = usePermission('manage_setup');
  const done = useTimedNotice();
  const changed = useAdminChange();

  return (
    <Page landmark="section" back narrow title={t('settings.title')} description={t('settings.description')}>
      <DoneNotice done={done} />
      {isLoading ? (
        <ListLoading label={t('settings.loading')} />
      ) : error && !data ? (
        <ListFailure message={t('settings.loadFailed')} onRetry={() => mutate()} />
      ) : data ? (
        <>
          {canManage ? null : <Notice type="info">{t('settings.readOnly')}</Notice>}
          {/* A new form for the saved settings: they are what the next save is compared with. */}
          <SettingsForm
            key={JSON.stringify(data.settings)}
            settings={data.settings}
            canManage={canManage}
            onSaved={(answer) => {
              void mutate(answer, { revalidate: false });
              void changed('settings');
              done.show(t('settings.saved'));
            }}
          />
        </>
      ) : null}
    </Page>
  );
}
