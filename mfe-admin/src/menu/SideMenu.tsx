import { useEffect, useRef } from 'react';
import { LogOut, X } from 'lucide-react';
import type { Permission, SessionUser } from '@rollcall/contracts';
import { menuEntries } from './menuEntries';
import styles from './SideMenu.module.css';
import { useAdminTexts } from '../texts/texts';

interface SideMenuProps {
  open: boolean;
  /** On a wide window: always shown beside the page, without backdrop or X. */
  pinned: boolean;
  activePath: string;
  user: SessionUser | null;
  /** The signed-in admin's permissions: entries that need another are left out. */
  permissions: readonly Permission[];
  onClose: () => void;
  onChoose: (path: string) => void;
  onLogout: () => void;
}

/**
 * The left menu: on a wide window pinned beside the page; otherwise it slides in, 20rem wide, closed by its X, the
 * backdrop or Escape.
 */
export function SideMenu({ open, pinned, activePath, user, permissions, onClose, onChoose, onLogout }: SideMenuProps) {
  const t = useAdminTexts();
  const closeRef = useRef<HTMLButtonElement>(null);
  const slidIn = open && !pinned;
  const shown = open || pinned;

  useEffect(() => {
    if (!slidIn) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [slidIn, onClose]);

  return (
    <>
      {slidIn ? <div className={styles.backdrop} data-testid="menu-backdrop" aria-hidden="true" onClick={onClose} /> : null}
      <aside
        id="admin-menu"
        className={`${styles.menu} ${pinned ? styles.pinned : open ? styles.open : ''}`}
        aria-label={t('menu.label')}
        aria-hidden={!shown}
        inert={!shown}
      >
        <div className={styles.top}>
          <span className={styles.brand}>{t('layout.brand')}</span>
          {pinned ? null : (
            <button ref={closeRef} type="button" className={styles.iconButton} aria-label={t('menu.close')} onClick={onClose}>
              <X size={20} aria-hidden="true" />
            </button>
          )}
        </div>
        <nav aria-label={t('menu.sections')}>
          <ul className={styles.entries}>
            {menuEntries
              .filter((item) => !item.permission || permissions.includes(item.permission))
              .map(({ label, path, Icon }) => (
                <li key={path}>
                  <button
                    type="button"
                    className={`${styles.entry} ${path === activePath ? styles.active : ''}`}
                    aria-current={path === activePath ? 'page' : undefined}
                    onClick={() => onChoose(path)}
                  >
                    <Icon size={20} aria-hidden="true" />
                    {t(label)}
                  </button>
                </li>
              ))}
          </ul>
        </nav>
        <div className={styles.footer}>
          {user ? (
            <div className={styles.user}>
              <span className={styles.avatar} aria-hidden="true">
                {user.name.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <span className={styles.identity}>
                <span className={styles.userName}>{user.name}</span>
                <span className={styles.userEmail}>{user.email}</span>
              </span>
            </div>
          ) : null}
          <button type="button" className={styles.entry} onClick={onLogout}>
            <LogOut size={20} aria-hidden="true" />
            {t('menu.logout')}
          </button>
        </div>
      </aside>
    </>
  );
}
