import { useMemo } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { useOwnInstitute, useSignOut, useVerifyUser } from '@rollcall/api-client';
import { CalendarFeedButton } from '@rollcall/attendance-ui';
import { AreaLanguageSwitch } from '@rollcall/i18n';
import { LoadingScreen } from '@rollcall/ui-kit';
import { BarButton, Screen, TabNav, TopBar } from '@rollcall/ui-kit/pages';
import { RegisterQueueProvider } from '../offline/RegisterQueueProvider';
import { navEntries } from './navEntries';
import type { AreaContext } from '../common/paths';
import { useTeacherTexts } from '../texts/texts';
import styles from './TeacherLayout.module.css';

/** The teacher area: the top bar (institute, teacher, language, Calendar feed, Sign out), the sections, and the page below. */
export function TeacherLayout({ mountPath }: { mountPath: string }) {
  const session = useVerifyUser();
  const institute = useOwnInstitute('teacher');
  const navigate = useNavigate();
  const signOut = useSignOut(() => navigate('/login'));
  const t = useTeacherTexts();
  const entries = useMemo(() => navEntries(mountPath, t), [mountPath, t]);
  const ownFeed = useMemo(() => [{ label: t('layout.ownFeed'), owner: { kind: 'teacher' } } as const], [t]);

  if (session.isLoading || institute.isLoading) return <LoadingScreen />;
  const user = session.data?.user;

  return (
    <Screen>
      <TopBar
        title={institute.data?.institute.name ?? 'RollCall'}
        subtitle={user?.name}
        end={
          <>
            <AreaLanguageSwitch />
            <CalendarFeedButton choices={ownFeed} />
            <BarButton icon={<LogOut size={16} />} label={t('layout.signOut')} onClick={signOut} />
          </>
        }
      />
      <TabNav label={t('nav.label')} entries={entries} />
      <main className={styles.content}>
        {user ? (
          <RegisterQueueProvider userId={user.id}>
            <Outlet context={{ mountPath } satisfies AreaContext} />
          </RegisterQueueProvider>
        ) : null}
      </main>
    </Screen>
  );
}
