import { useNavigate } from 'react-router-dom';
import { Building2, Eye, Inbox, LogOut, Plus, UserCog, UserPlus } from 'lucide-react';
import { useSignOut } from '@rollcall/api-client';
import { Button } from '@rollcall/ui-kit';
import { ActionCard, Page } from '@rollcall/ui-kit/pages';
import { DashboardStats } from './DashboardStats';
import styles from './HomePage.module.css';
import { useSuperadminTexts } from '../texts/texts';

/** Super Admin Dashboard: figures, the two management sections and the footer. */
export function HomePage() {
  const t = useSuperadminTexts();
  const navigate = useNavigate();
  const signOut = useSignOut(() => navigate('/login'));
  const today = new Date().toLocaleDateString(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

  return (
    <Page
      title={t('home.title')}
      description={t('home.description')}
      actions={
        <Button variant="secondary" icon={<LogOut size={16} />} onClick={signOut}>
          {t('home.logout')}
        </Button>
      }
      footer={
        <footer className={styles.footer}>
          <span className={styles.brand}>
            <Building2 size={16} aria-hidden="true" /> {t('home.version')}
          </span>
          <span>{today}</span>
          <span className={styles.online}>
            <span className={styles.dot} aria-hidden="true" />
            {t('home.online')}
          </span>
        </footer>
      }
    >
      <DashboardStats />

      <section className={styles.section} aria-labelledby="college-management">
        <h2 id="college-management" className={styles.sectionTitle}>
          {t('home.colleges')}
        </h2>
        <div className={styles.cards}>
          <ActionCard
            title={t('home.viewColleges')}
            description={t('home.viewCollegesHint')}
            icon={<Eye />}
            tone="blue"
            onClick={() => navigate('../view-institutes')}
          />
          <ActionCard
            title={t('home.addCollege')}
            description={t('home.addCollegeHint')}
            icon={<Plus />}
            tone="green"
            onClick={() => navigate('../add-institute')}
          />
          <ActionCard
            title={t('home.registrations')}
            description={t('home.registrationsHint')}
            icon={<Inbox />}
            tone="teal"
            onClick={() => navigate('../registrations')}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="administrator-management">
        <h2 id="administrator-management" className={styles.sectionTitle}>
          {t('home.administrators')}
        </h2>
        <div className={styles.cards}>
          <ActionCard
            title={t('home.viewAdmins')}
            description={t('home.viewAdminsHint')}
            icon={<UserCog />}
            tone="purple"
            onClick={() => navigate('../view-admins')}
          />
          <ActionCard
            title={t('home.addAdmin')}
            description={t('home.addAdminHint')}
            icon={<UserPlus />}
            tone="orange"
            onClick={() => navigate('../add-admin')}
          />
        </div>
      </section>
    </Page>
  );
}
