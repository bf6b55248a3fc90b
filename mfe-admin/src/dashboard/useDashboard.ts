import { useState } from 'react';
import useSWR from 'swr';
import { fetcher } from '@rollcall/api-client';
import type { DashboardResponse } from '@rollcall/contracts';

/** How often the dashboard asks again while it is open. */
export const DASHBOARD_REFRESH_MS = 30_000;

const dashboardKey = (day: string | undefined) =>
  day ? `/admin/dashboard?${new URLSearchParams({ date: day })}` : '/admin/dashboard';

/**
 * The dashboard of a day (the institute's today unless asked), live: asked again every 30 seconds and when the
 * window regains focus. What is shown stays while the next answer, or another day's, is on its way.
 */
export function useDashboard(day: string | undefined) {
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const answer = useSWR<DashboardResponse>(dashboardKey(day), fetcher, {
    refreshInterval: DASHBOARD_REFRESH_MS,
    revalidateOnFocus: true,
    keepPreviousData: true,
    onSuccess: () => setUpdatedAt(new Date()),
  });
  return { answer, updatedAt };
}
