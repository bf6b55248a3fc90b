import useSWR from 'swr';
import { Building2, GraduationCap, Users } from 'lucide-react';
import { type AnswerOf, endpoints, fetcher, keyOf } from '@rollcall/api-client';
import { errorMessage } from '@rollcall/contracts';
import { RetryNotice, StatCard } from '@rollcall/ui-kit/pages';
import styles from './HomePage.module.css';

/** The three stat cards, with the platform's real counts (placeholders while loading). */
export function DashboardStats() {
  const { data, error, isLoading, mutate } = useSWR<AnswerOf<typeof endpoints.platformStats>>(
    keyOf(endpoints.platformStats),
    fetcher,
  );

  if (error && !data) {
    return (
      <RetryNotice onRetry={() => mutate()}>Failed to load statistics: {errorMessage(error, 'please try again.')}</RetryNotice>
    );
  }
  const stats = isLoading || !data ? null : data.stats;
  return (
    <section className={styles.stats} aria-label="Statistics" aria-busy={stats === null}>
      <StatCard title="Total Colleges" value={stats?.institutes ?? null} icon={<Building2 />} tone="blue" />
      <StatCard title="Total Students" value={stats?.students ?? null} icon={<Users />} tone="green" />
      <StatCard title="Total Teachers" value={stats?.teachers ?? null} icon={<GraduationCap />} tone="purple" />
    </section>
  );
}
