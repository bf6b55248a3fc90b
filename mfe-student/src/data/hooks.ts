import useSWR from 'swr';
import { type AnswerOf, endpoints, fetcher, keyOf } from '@rollcall/api-client';
import type { MailReader } from '@rollcall/contracts';

/** A semester's attendance: the current semester's without a semester id. */
const inSemester = (semesterId: string | null) => (semesterId ? { semesterId } : {});

/** Each reader's own mail-preference calls. */
export const mailPreferenceEndpoints = {
  student: { read: endpoints.studentMailPreferences, update: endpoints.updateStudentMailPreferences },
  parent: { read: endpoints.parentMailPreferences, update: endpoints.updateParentMailPreferences },
} as const;

/** The swr keys of the student and parent areas: each is the address it is fetched from. */
const portalKeys = {
  studentAttendance: (semesterId: string | null) => keyOf(endpoints.studentAttendance, { query: inSemester(semesterId) }),
  children: keyOf(endpoints.parentChildren),
  childAttendance: (childId: string, semesterId: string | null) =>
    keyOf(endpoints.childAttendance, { params: { id: childId }, query: inSemester(semesterId) }),
  mailPreferences: (reader: MailReader) => keyOf(mailPreferenceEndpoints[reader].read),
};

const answers = { revalidateOnFocus: false } as const;

/** The signed-in student's attendance in a semester. */
export const useStudentAttendance = (semesterId: string | null) =>
  useSWR<AnswerOf<typeof endpoints.studentAttendance>>(portalKeys.studentAttendance(semesterId), fetcher, answers);

/** The students linked to the signed-in parent. */
export const useChildren = () => useSWR<AnswerOf<typeof endpoints.parentChildren>>(portalKeys.children, fetcher, answers);

/** One child's attendance in a semester, for their parent. */
export const useChildAttendance = (childId: string, semesterId: string | null) =>
  useSWR<AnswerOf<typeof endpoints.childAttendance>>(portalKeys.childAttendance(childId, semesterId), fetcher, answers);

/** The signed-in student's or parent's choice of mails, and when their institute sends them. */
export const useMailPreferences = (reader: MailReader) =>
  useSWR<AnswerOf<typeof endpoints.studentMailPreferences>>(portalKeys.mailPreferences(reader), fetcher, answers);
