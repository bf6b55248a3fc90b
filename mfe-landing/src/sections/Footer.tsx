import { lazy, Suspense, useState } from 'react';
import { Logo } from '../header/Logo';
import { SectionLinks } from '../header/SectionLinks';
import { SECTION, anchor, headerLinks } from '../content/sections';
import type { LegalDocumentName } from '../legal/LegalDocumentDialog';
import styles from './Footer.module.css';

// The legal texts are read by few visitors: they load on the first click, keeping the first paint of '/' small.
const LegalDocumentDialog = lazy(() => import('../legal/LegalDocumentDialog'));

export function Footer() {
  const [legal, setLegal] = useState<LegalDocumentName | null>(null);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <span className={styles.brandRow}>
            <Logo size={28} />
            <span className={styles.brandName}>RollCall</span>
          </span>
          <p className={styles.tagline}>Attendance That Cares</p>
        </div>
        <nav aria-label="Footer" className={styles.nav}>
          <SectionLinks links={headerLinks} listClassName={styles.links} linkClassName={styles.link} />
          <ul className={styles.links}>
            <li>
              <button type="button" className={styles.link} onClick={() => setLegal('privacy')}>
                Privacy Policy
              </button>
            </li>
            <li>
              <button type="button" className={styles.link} onClick={() => setLegal('terms')}>
                Terms of Service
              </button>
            </li>
            <li>
              <a href={anchor(SECTION.contact)} className={styles.link}>
                Contact Us
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} RollCall. Web-based attendance for educational institutions.
      </p>
      {legal ? (
        <Suspense fallback={null}>
          <LegalDocumentDialog name={legal} onClose={() => setLegal(null)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
