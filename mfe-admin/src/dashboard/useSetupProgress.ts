import useSWR from 'swr';
import { type AnswerOf, endpoints, fetcher, keyOf } from '@rollcall/api-client';

/** The first-run checklist's steps; the dashboard's parts that read it share one request. */
export function useSetupProgress() {
  return useSWR<AnswerOf<typeof endpoints.setupProgress>>(keyOf(endpoints.setupProgress, {}), fetcher, {
    revalidateOnFocus: true,
  });
}
