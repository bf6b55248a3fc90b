import useSWR, { useSWRConfig } from 'swr';
import { type AnswerOf, endpoints, fetcher, isKeyOf, keyOf } from '@rollcall/api-client';
import { type EligibilityFilter, eligibilityQuery } from './eligibilityFilter';

const reads = { revalidateOnFocus: false } as const;

/** The eligibility list of the filters (the server's semester and today for those not chosen). */
export const useEligibilityList = (filter: EligibilityFilter) =>
  useSWR<AnswerOf<typeof endpoints.eligibility>>(
    keyOf(endpoints.eligibility, { query: eligibilityQuery(filter) }),
    fetcher,
    reads,
  );

/** A student's condonations, withdrawn ones included, newest first. */
export const useCondonations = (studentId: string) =>
  useSWR<AnswerOf<typeof endpoints.listCondonations>>(
    keyOf(endpoints.listCondonations, { query: { studentId } }),
    fetcher,
    reads,
  );

/** After a condonation is granted or withdrawn: every eligibility list and list of condonations is fetched again. */
export function useCondonationChange() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => isKeyOf(endpoints.eligibility, key) || isKeyOf(endpoints.listCondonations, key));
}
