import { useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Menu } from 'lucide-react';
import { useSignOut, useVerifyUser } from '@rollcall/api-client';
import { LoadingScreen, useMediaQuery } from '@rollcall/ui-kit';
import { Screen, TopBar } from '@rollcall/ui-kit/pages';
import { SideMenu } from './menu/SideMenu';
import { activeEntryPath } from './menu/menuEntries';
import { WIDE_WINDOW } from './menu/wideWindow';
import { useAdminInstitute } from './institute/useAdminInstitute';
import { useAdminMe } from './data/hooks';
import styles from './AdminLayout.module.css';
import { useAdminTexts } from './texts/texts';

/**
 * The admin shell: the top bar, the menu and the child route. On a wide window the menu stays open beside the page;
 * on a phone or a narrow window it slides in from the top bar's menu button.
 */
export function AdminLayout({ mountPath }: { mountPath: string }) {
  const t = useAdminTexts();
  const session = useVerifyUser();
  const institute = useAdminInstitute();
  const me = useAdminMe();
  const [menuOpen, setMenuOpen] = useState(false);
  const pinned = useMediaQuery(WIDE_WINDOW);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signOut = useSignOut(() => navigate('/login'));
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  if (session.isLoading || institute.isLoading) return <LoadingScreen />;

  const choose = (path: string) => {
    setMenuOpen(false);
    navigate(`${mountPath}/${path}`);
  };

  return (
    <Screen>
      <TopBar
        title={institute.data?.institute.name ?? t('layout.brand')}
        start={
          menuOpen || pinned ? null : (
            <button
              type="button"
              className={styles.menuButton}
              aria-label={t('layout.openMenu')}
              aria-expanded={false}
              aria-controls="admin-menu"
              onClick={() => setMenuOpen(true)}
            >
              <Menu size={22} aria-hidden="true" />
            </button>
          )
        }
      />
      <div className={styles.body}>
        <SideMenu
          open={menuOpen}
          pinned={pinned}
          activePath={activeEntryPath(pathname, mountPath)}
          user={session.data?.user ?? null}
          permissions={me.data?.permissions ?? []}
          onClose={closeMenu}
          onChoose={choose}
          onLogout={signOut}
        />
        <main className={styles.content}>
          <Outlet />
        </main>
      </div>
    </Screen>
  );
}
