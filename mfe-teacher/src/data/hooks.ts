import useSWR from 'swr';
import { type AnswerOf, endpoints, fetcher, keyOf } from '@rollcall/api-client';

const lists = { revalidateOnFocus: false } as const;

/** The institute's today and the teacher's lectures in it. */
export const useToday = () => useSWR<AnswerOf<typeof endpoints.teacherToday>>(keyOf(endpoints.teacherToday), fetcher, lists);
export const useTeacherSubjects = () =>
  useSWR<AnswerOf<typeof endpoints.teacherSubjects>>(keyOf(endpoints.teacherSubjects), fetcher, lists);
/**
 * The students of a subject on a day; nothing while either is unknown. With the period of the lecture, each
 * student says whether an approved leave covers it.
 */
export const useRoster = (subjectId: string | null, date: string | null, period?: number) =>
  useSWR<AnswerOf<typeof endpoints.roster>>(
    subjectId && date
      ? keyOf(endpoints.roster, { params: { id: subjectId }, query: period ? { date, period } : { date } })
      : null,
    fetcher,
    lists,
  );
