import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';
import styles from './Page.module.css';

interface PageProps {
  title: string;
  subtitle?: string;
  /** Shows a Back button to the dashboard. */
  back?: boolean;
  children: ReactNode;
}

/** The frame of every super admin screen: a centred column under the heading. */
export function Page({ title, subtitle, back = false, children }: PageProps) {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <div className={styles.column}>
        {back ? (
          <Button variant="ghost" size="sm" icon={<ArrowLeft size={16} />} onClick={() => navigate('..')}>
            Back
          </Button>
        ) : null}
        <header>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
        {children}
      </div>
    </main>
  );
}
