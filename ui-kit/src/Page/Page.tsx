import { Button } from '@rollcall/ui-kit';
import { useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import type { PageProps } from '../types';
import { Screen } from './Screen';
import styles from './Page.module.css';

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
          Back
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
