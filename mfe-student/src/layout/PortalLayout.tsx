import { Outlet, useNavigate } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { useOwnInstitute, useSignOut, useVerifyUser } from '@rollcall/api-client';
import { CalendarFeedButton } from '@rollcall/attendance-ui';
import { AreaLanguageSwitch } from '@rollcall/i18n';
import { LoadingScreen } from '@rollcall/ui-kit';
import { BarButton, Screen, TopBar } from '@rollcall/ui-kit/pages';
import { useChildren } from '../data/hooks';
import { useStudentTexts } from '../texts/texts';
import styles from './PortalLayout.module.css';

/** A parent's feeds: one per linked child (none until the children are known). */
function ChildrenFeedButton() {
  const children = useChildren();
  const choices = (children.data?.children ?? []).map((child) => ({
    label: child.name,
    owner: { kind: 'child', childId: child.id } as const,
  }));
  return <CalendarFeedButton choices={choices} />;
}

/** The student's and the parent's area: the top bar (institute, the signed-in user, language, Calendar feed, Sign out), then the page. */
export function PortalLayout({ role }: { role: 'student' | 'parent' }) {
  const t = useStudentTexts();
  const session = useVerifyUser();
  const institute = useOwnInstitute(role);
  const navigate = useNavigate();
  const signOut = useSignOut(() => navigate('/login'));

  if (session.isLoading || institute.isLoading) return <LoadingScreen />;

  return (
    <Screen>
      <TopBar
        title={institute.data?.institute.name ?? 'RollCall'}
        subtitle={session.data?.user?.name}
        end={
          <>
            <AreaLanguageSwitch />
            {role === 'parent' ? (
              <ChildrenFeedButton />
            ) : (
              <CalendarFeedButton choices={[{ label: t('layout.myLectures'), owner: { kind: 'student' } }]} />
            )}
            <BarButton icon={<LogOut size={16} />} label={t('layout.signOut')} onClick={signOut} />
          </>
        }
      />
      <main className={styles.content}>
        <Outlet />
      </main>
    </Screen>
  );
}
