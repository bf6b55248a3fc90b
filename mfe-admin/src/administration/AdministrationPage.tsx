import { useNavigate } from 'react-router-dom';
import { ActionCard, ListLoading, Page } from '@rollcall/ui-kit/pages';
import { useAdminMe } from '../data/hooks';
import { administrationSections } from './sections';
import styles from './AdministrationPage.module.css';
import { useAdminTexts } from '../texts/texts';

/** Administration: one card per part of the institute's setup that the signed-in admin may manage. */
export function AdministrationPage() {
  const t = useAdminTexts();
  const navigate = useNavigate();
  const { data, error, isLoading } = useAdminMe();
  const held = data?.permissions ?? [];
  const sections = administrationSections.filter((section) => section.permission === null || held.includes(section.permission));

  return (
    <Page landmark="section" title={t('administration.title')} description={t('administration.description')}>
      {isLoading ? <ListLoading label={t('administration.loading')} /> : null}
      {/* Without the permissions, only what every admin may see is offered; the server decides either way. */}
      {error || data ? (
        <div className={styles.cards}>
          {sections.map((section) => (
            <ActionCard
              key={section.path}
              title={t(section.title)}
              description={t(section.description)}
              icon={<section.Icon />}
              tone={section.tone}
              onClick={() => navigate(section.path)}
            />
          ))}
        </div>
      ) : null}
    </Page>
  );
}
