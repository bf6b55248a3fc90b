import { endpoints, isKeyOf, keyOf } from '@rollcall/api-client';
import type { LeaveStatus } from '@rollcall/contracts';

/** Who decides the requests a view shows: the office (/admin/…, every class) or a class teacher (/teacher/…, their classes). */
export type LeaveArea = 'admin' | 'teacher';

/** Which requests a list shows: a status (none: every status) and a class (none: every class). */
export interface LeaveFilter {
  status?: LeaveStatus;
  classId?: string;
}

/** Each area's calls of leave requests: the list and the decision on one request. */
export const leaveCalls = {
  admin: { list: endpoints.officeLeaveRequests, decide: endpoints.decideLeaveRequest },
  teacher: { list: endpoints.classTeacherLeaveRequests, decide: endpoints.classTeacherDecideLeaveRequest },
} as const;

/** The swr keys of the leave lists: each is the address it is fetched from. */
export const leaveKeys = {
  list: (area: LeaveArea, filter: LeaveFilter = {}) => keyOf(leaveCalls[area].list, { query: filter }),
  /** Whether a key is a leave list of the area, whatever its filter: a decision refreshes them all. */
  isOfArea: (area: LeaveArea, key: unknown) => isKeyOf(leaveCalls[area].list, key),
};
