import useSWR, { useSWRConfig } from 'swr';
import { type AnswerOf, api, fetcher } from '@rollcall/api-client';
import type { LeaveDecisionInput } from '@rollcall/contracts';
import { type LeaveArea, type LeaveFilter, leaveCalls, leaveKeys } from './leaveCalls';

const views = { revalidateOnFocus: false } as const;

/** GET /{area}/leave-requests?status=&classId=: pending first, then the decided, as the server orders them. */
export const useLeaveRequests = (area: LeaveArea, filter: LeaveFilter) =>
  useSWR<AnswerOf<(typeof leaveCalls)[LeaveArea]['list']>>(leaveKeys.list(area, filter), fetcher, views);

/** Fetches every leave list of the area again, whatever its filter (a request decided or granted elsewhere). */
export function useRefreshLeaveRequests(area: LeaveArea) {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => leaveKeys.isOfArea(area, key));
}

/** POST /{area}/leave-requests/{id}/decision; once decided, the area's lists are fetched again. */
export function useDecideLeave(area: LeaveArea) {
  const refresh = useRefreshLeaveRequests(area);
  return async (requestId: string, input: LeaveDecisionInput) => {
    const answer = await api.call(leaveCalls[area].decide, { params: { id: requestId }, body: input });
    refresh();
    return answer;
  };
}
