import useSWR from 'swr';
import { fetcher, INSTITUTES_KEY } from '@rollcall/api-client';
import type { InstituteListResponse } from '@rollcall/contracts';

/** The cached institute list (swr key INSTITUTES_KEY), shared with the Institutes Hub. */
export function useInstitutes() {
  const { data, error, isLoading } = useSWR<InstituteListResponse>(INSTITUTES_KEY, fetcher);
  return { institutes: data?.instituteData ?? [], failed: Boolean(error) && !data, isLoading };
}
