import useSWR from 'swr';
import { Building2, GraduationCap, Users } from 'lucide-react';
import { type AnswerOf, endpoints, fetcher, keyOf } from '@rollcall/api-client';
import { errorMessage } from '@rollcall/contracts';
import { RetryNotice, StatCard } from '@rollcall/ui-kit/pages';
import styles from './HomePage.module.css';
import { useSuperadminTexts } from '../texts/texts';

/** The three stat cards, with the platform's real counts (placeholders while loading). */
export function DashboardStats() {
  const t = useSuperadminTexts();
  const { data, error, isLoading, mutate } = useSWR<AnswerOf<typeof endpoints.platformStats>>(
    keyOf(endpoints.platformStats),
    fetcher,
  );

  if (error && !data) {
    return (
      <RetryNotice onRetry={() => mutate()}>
        {t('home.statsFailed', { reason: errorMessage(error, t('home.statsRetryReason')) })}
      </RetryNotice>
    );
  }
  const stats = isLoading || !data ? null : data.stats;
  return (
    <section className={styles.stats} aria-label={t('home.statistics')} aria-busy={stats === null}>
      <StatCard title={t('home.institutes')} value={stats?.institutes ?? null} icon={<Building2 />} tone="blue" />
      <StatCard title={t('home.students')} value={stats?.students ?? null} icon={<Users />} tone="green" />
      <StatCard title={t('home.teachers')} value={stats?.teachers ?? null} icon={<GraduationCap />} tone="purple" />
    </section>
  );
}
