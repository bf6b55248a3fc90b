import { Button, useKitTexts } from '@rollcall/ui-kit';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Screen } from './Screen';
import styles from './Page.module.css';

export interface PageProps {
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** Shows a Back button to the parent route. */
  back?: boolean;
  /** What Back does instead of going to the parent route (to ask first about unsaved changes). */
  onBack?: () => void;
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** 'main' (default) when the page is the whole screen; 'section' inside a layout that owns the <main>. */
  landmark?: 'main' | 'section';
  /** Keeps the content in a reading-width column (a form). */
  narrow?: boolean;
  /** A <footer> under the page, at the bottom of the screen (with landmark 'main'). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a screen: an optional Back button to the parent route, the title with its description and
 * actions, then the content, in a centred column. As the <main> it fills the window, with `footer` below.
 */
export function Page({
  title,
  description,
  back = false,
  onBack,
  actions,
  landmark = 'main',
  narrow = false,
  footer,
  children,
}: PageProps) {
  const navigate = useNavigate();
  const t = useKitTexts();
  const column = (
    <div className={styles.column}>
      {back ? (
        <Button
          variant="ghost"
          size="sm"
          className={styles.back}
          icon={<ArrowLeft size={16} />}
          onClick={onBack ?? (() => navigate('..'))}
        >
          {t('page.back')}
        </Button>
      ) : null}
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <div className={narrow ? styles.narrow : styles.content}>{children}</div>
    </div>
  );
  if (landmark === 'section') return <section>{column}</section>;
  return (
    <Screen>
      <main className={styles.main}>{column}</main>
      {footer}
    </Screen>
  );
}
