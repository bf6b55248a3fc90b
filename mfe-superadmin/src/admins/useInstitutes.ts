import useSWR from 'swr';
import { type AnswerOf, endpoints, fetcher, keyOf } from '@rollcall/api-client';

/** The cached institute list, shared with the Institutes Hub. */
export function useInstitutes() {
  const { data, error, isLoading } = useSWR<AnswerOf<typeof endpoints.listInstitutes>>(keyOf(endpoints.listInstitutes), fetcher);
  return { institutes: data?.instituteData ?? [], failed: Boolean(error) && !data, isLoading };
}
