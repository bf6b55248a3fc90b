import useSWR from 'swr';
import { fetcher } from '@rollcall/api-client';
import type { RosterResponse, TeacherSubjectListResponse, TodayResponse } from '@rollcall/contracts';

/** The swr keys of the teacher area: each is the path it is fetched from. */
const teacherKeys = {
  today: '/teacher/today',
  subjects: '/teacher/subjects',
  roster: (subjectId: string, date: string) => `/teacher/subjects/${encodeURIComponent(subjectId)}/roster?date=${date}`,
};

const lists = { revalidateOnFocus: false } as const;

/** The institute's today and the teacher's lectures in it. */
export const useToday = () => useSWR<TodayResponse>(teacherKeys.today, fetcher, lists);
export const useTeacherSubjects = () => useSWR<TeacherSubjectListResponse>(teacherKeys.subjects, fetcher, lists);
/** The students of a subject on a day; nothing while either is unknown. */
export const useRoster = (subjectId: string | null, date: string | null) =>
  useSWR<RosterResponse>(subjectId && date ? teacherKeys.roster(subjectId, date) : null, fetcher, lists);
