import type { ReactNode } from 'react';
import { AreaLanguageSwitch, chooseLanguage, LanguageSwitch } from '@rollcall/i18n';
import { ProductTitle } from './ProductTitle';
import styles from './AuthLayout.module.css';

/**
 * The centred card every sign-in screen shares, with the language switch above it: before sign-in the choice stays on
 * this browser (and is saved at sign-in); signed in (changing a password) it is saved on the user at once.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  signedIn = false,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
  signedIn?: boolean;
}) {
  return (
    <main className={styles.page}>
      <div className={styles.languages}>{signedIn ? <AreaLanguageSwitch /> : <LanguageSwitch onChoose={chooseLanguage} />}</div>
      <div className={styles.card}>
        <ProductTitle />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </main>
  );
}
