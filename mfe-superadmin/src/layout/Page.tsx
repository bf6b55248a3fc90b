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
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every super admin screen: heading row and a centred column. */
export function Page({ title, subtitle, back = false, actions, children }: PageProps) {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <div className={styles.column}>
        {back ? (
          <Button variant="ghost" size="sm" icon={<ArrowLeft size={16} />} onClick={() => navigate('..')}>
            Back
          </Button>
        ) : null}
        <header className={styles.header}>
          <div>
            <h1 className={styles.title}>{title}</h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </header>
        {children}
      </div>
    </main>
  );
}
