import { useNavigate } from 'react-router-dom';
import { Building2, Eye, Inbox, LogOut, Plus, UserCog, UserPlus } from 'lucide-react';
import { useSignOut } from '@rollcall/api-client';
import { Button } from '@rollcall/ui-kit';
import { ActionCard, Page } from '@rollcall/ui-kit/pages';
import { DashboardStats } from './DashboardStats';
import styles from './HomePage.module.css';

/** Super Admin Dashboard: figures, the two management sections and the footer. */
export function HomePage() {
  const navigate = useNavigate();
  const signOut = useSignOut(() => navigate('/login'));
  const today = new Date().toLocaleDateString(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

  return (
    <Page
      title="Super Admin Dashboard"
      description="Manage institutes and their administrators."
      actions={
        <Button variant="secondary" icon={<LogOut size={16} />} onClick={signOut}>
          Logout
        </Button>
      }
      footer={
        <footer className={styles.footer}>
          <span className={styles.brand}>
            <Building2 size={16} aria-hidden="true" /> version 2.0
          </span>
          <span>{today}</span>
          <span className={styles.online}>
            <span className={styles.dot} aria-hidden="true" />
            System Online
          </span>
        </footer>
      }
    >
      <DashboardStats />

      <section className={styles.section} aria-labelledby="college-management">
        <h2 id="college-management" className={styles.sectionTitle}>
          College Management
        </h2>
        <div className={styles.cards}>
          <ActionCard
            title="View All Colleges"
            description="Browse, search and edit every registered institute"
            icon={<Eye />}
            tone="blue"
            onClick={() => navigate('../view-institutes')}
          />
          <ActionCard
            title="Add New College"
            description="Register a new institute"
            icon={<Plus />}
            tone="green"
            onClick={() => navigate('../add-institute')}
          />
          <ActionCard
            title="Registration Requests"
            description="Institutes waiting for a verification call"
            icon={<Inbox />}
            tone="teal"
            onClick={() => navigate('../registrations')}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="administrator-management">
        <h2 id="administrator-management" className={styles.sectionTitle}>
          Administrator Management
        </h2>
        <div className={styles.cards}>
          <ActionCard
            title="View College Admins"
            description="List, rename and remove admins, or resend their credentials"
            icon={<UserCog />}
            tone="purple"
            onClick={() => navigate('../view-admins')}
          />
          <ActionCard
            title="Add College Admin"
            description="Create an admin account for an institute"
            icon={<UserPlus />}
            tone="orange"
            onClick={() => navigate('../add-admin')}
          />
        </div>
      </section>
    </Page>
  );
}
