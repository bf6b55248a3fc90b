import useSWR, { useSWRConfig } from 'swr';
import { type AnswerOf, api, endpoints, fetcher, keyOf } from '@rollcall/api-client';
import type { LeaveRequestInput } from '@rollcall/contracts';

/** Whose leave a page asks for: the signed-in student's own, or a parent's child's. */
export type LeaveOwner = { kind: 'student' } | { kind: 'child'; childId: string };

const listKey = (owner: LeaveOwner) =>
  owner.kind === 'student'
    ? keyOf(endpoints.studentLeaveRequests)
    : keyOf(endpoints.childLeaveRequests, { params: { id: owner.childId } });

/** The owner's leave requests, newest first. */
export const useLeaveRequests = (owner: LeaveOwner) =>
  useSWR<AnswerOf<typeof endpoints.studentLeaveRequests>>(listKey(owner), fetcher, { revalidateOnFocus: false });

/** Sends a request for the owner, then loads their list again (a list that fails to load says so itself: the request stands). */
export function useRequestLeave(owner: LeaveOwner) {
  const { mutate } = useSWRConfig();
  return async (body: LeaveRequestInput) => {
    const answer =
      owner.kind === 'student'
        ? await api.call(endpoints.requestStudentLeave, { body })
        : await api.call(endpoints.requestChildLeave, { params: { id: owner.childId }, body });
    void mutate(listKey(owner));
    return answer.leaveRequest;
  };
}
