import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { Logo } from './Logo';
import { SECTION, anchor, headerLinks, mobileMenuLinks } from '../content/sections';
import styles from './Header.module.css';

const MOBILE_MENU_ID = 'rc-landing-mobile-menu';

/** Sticky header: section anchors and Login; below 860 px a toggle opens the mobile menu instead. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a href={anchor(SECTION.top)} className={styles.brand} aria-label="RollCall home">
          <Logo />
          <span className={styles.brandName}>RollCall</span>
        </a>
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.links}>
            {headerLinks.map((link) => (
              <li key={link.id}>
                <a href={anchor(link.id)} className={styles.link}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <Link to="/login" className={styles.login}>
            Login
          </Link>
          <a href={anchor(SECTION.contact)} className={styles.cta}>
            Get Started
          </a>
        </div>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
        </button>
      </div>
      <nav id={MOBILE_MENU_ID} aria-label="Mobile" className={styles.mobileNav} hidden={!menuOpen}>
        <ul className={styles.mobileLinks}>
          {mobileMenuLinks.map((link) => (
            <li key={link.id}>
              <a href={anchor(link.id)} className={styles.mobileLink} onClick={close}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <Link to="/login" className={styles.mobileLogin} onClick={close}>
              Login
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
