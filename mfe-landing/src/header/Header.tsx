import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { Logo } from './Logo';
import { SectionLinks } from './SectionLinks';
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
          <SectionLinks links={headerLinks} listClassName={styles.links} linkClassName={styles.link} />
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
        <SectionLinks
          links={mobileMenuLinks}
          listClassName={styles.mobileLinks}
          linkClassName={styles.mobileLink}
          onNavigate={close}
        >
          <li>
            <Link to="/login" className={styles.mobileLogin} onClick={close}>
              Login
            </Link>
          </li>
        </SectionLinks>
      </nav>
    </header>
  );
}
