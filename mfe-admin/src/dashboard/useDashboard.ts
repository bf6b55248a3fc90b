import { useState } from 'react';
import useSWR from 'swr';
import { type AnswerOf, endpoints, fetcher, keyOf } from '@rollcall/api-client';

/** How often the dashboard asks again while it is open. */
export const DASHBOARD_REFRESH_MS = 30_000;

/**
 * The dashboard of a day (the institute's today unless asked), live: asked again every 30 seconds and when the
 * window regains focus. What is shown stays while the next answer, or another day's, is on its way.
 */
export function useDashboard(day: string | undefined) {
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const answer = useSWR<AnswerOf<typeof endpoints.dashboard>>(keyOf(endpoints.dashboard, { query: { date: day } }), fetcher, {
    refreshInterval: DASHBOARD_REFRESH_MS,
    revalidateOnFocus: true,
    keepPreviousData: true,
    onSuccess: () => setUpdatedAt(new Date()),
  });
  return { answer, updatedAt };
}
