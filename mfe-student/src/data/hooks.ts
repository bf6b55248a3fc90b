import useSWR from 'swr';
import { fetcher } from '@rollcall/api-client';
import type { ChildListResponse, MailPreferencesResponse, StudentAttendanceResponse } from '@rollcall/contracts';

/** A semester's attendance at `path`: the current semester's without a semester id. */
const inSemester = (path: string, semesterId: string | null) =>
  semesterId ? `${path}?semesterId=${encodeURIComponent(semesterId)}` : path;

/** The swr keys of the student and parent areas: each is the path it is fetched from. */
const portalKeys = {
  studentAttendance: (semesterId: string | null) => inSemester('/student/attendance', semesterId),
  children: '/parent/children',
  childAttendance: (childId: string, semesterId: string | null) =>
    inSemester(`/parent/children/${encodeURIComponent(childId)}/attendance`, semesterId),
  mailPreferences: (reader: 'student' | 'parent') => `/${reader}/mail-preferences`,
};

const answers = { revalidateOnFocus: false } as const;

/** The signed-in student's attendance in a semester. */
export const useStudentAttendance = (semesterId: string | null) =>
  useSWR<StudentAttendanceResponse>(portalKeys.studentAttendance(semesterId), fetcher, answers);

/** The students linked to the signed-in parent. */
export const useChildren = () => useSWR<ChildListResponse>(portalKeys.children, fetcher, answers);

/** One child's attendance in a semester, for their parent. */
export const useChildAttendance = (childId: string, semesterId: string | null) =>
  useSWR<StudentAttendanceResponse>(portalKeys.childAttendance(childId, semesterId), fetcher, answers);

/** The signed-in student's or parent's choice of mails, and when their institute sends them. */
export const useMailPreferences = (reader: 'student' | 'parent') =>
  useSWR<MailPreferencesResponse>(portalKeys.mailPreferences(reader), fetcher, answers);
