import { type AnswerOf, api, endpoints, keyOf } from '@rollcall/api-client';

/** Whose feed: the signed-in teacher's or student's own, or a parent's child's. */
export type FeedOwner = { kind: 'teacher' } | { kind: 'student' } | { kind: 'child'; childId: string };

export type FeedAnswer = AnswerOf<typeof endpoints.teacherCalendarFeed>;

/** The owner's feed address: its swr key (the address it is read and made at), and the call that replaces it. */
export function feedCalls(owner: FeedOwner): { key: string; renew: () => Promise<FeedAnswer> } {
  switch (owner.kind) {
    case 'teacher':
      return { key: keyOf(endpoints.teacherCalendarFeed), renew: () => api.call(endpoints.renewTeacherCalendarFeed) };
    case 'student':
      return { key: keyOf(endpoints.studentCalendarFeed), renew: () => api.call(endpoints.renewStudentCalendarFeed) };
    case 'child': {
      const params = { id: owner.childId };
      return {
        key: keyOf(endpoints.childCalendarFeed, { params }),
        renew: () => api.call(endpoints.renewChildCalendarFeed, { params }),
      };
    }
  }
}
