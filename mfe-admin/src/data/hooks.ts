import useSWR, { useSWRConfig } from 'swr';
import { fetcher, isKeyOf } from '@rollcall/api-client';
import type {
  AcademicYearListResponse,
  AdminMeResponse,
  ApiTokenListResponse,
  CalendarListResponse,
  ClassListResponse,
  CoverTeachersResponse,
  CustomRoleListResponse,
  EnrollmentListResponse,
  InstituteSettingsResponse,
  PeriodTimesResponse,
  Permission,
  StaffListResponse,
  StudentListResponse,
  SubjectListResponse,
  TeacherListResponse,
  TimetableChangeListResponse,
  TimetableResponse,
} from '@rollcall/contracts';
import { adminKeys, affectedLists, type ChangedThing } from './keys';

const lists = { revalidateOnFocus: false } as const;

/** A list of the admin area, or nothing while `key` is null (a filter not chosen yet). */
const useAdminList = <T>(key: string | null) => useSWR<T>(key, fetcher, lists);

export const useAdminMe = () => useAdminList<AdminMeResponse>(adminKeys.me);
export const useAcademicYears = () => useAdminList<AcademicYearListResponse>(adminKeys.academicYears);
export const useClasses = () => useAdminList<ClassListResponse>(adminKeys.classes);
export const useTeachers = () => useAdminList<TeacherListResponse>(adminKeys.teachers);
export const useAdmins = () => useAdminList<StaffListResponse>(adminKeys.admins);
export const useCustomRoles = () => useAdminList<CustomRoleListResponse>(adminKeys.roles);
export const useSettings = () => useAdminList<InstituteSettingsResponse>(adminKeys.settings);
export const usePeriodTimes = () => useAdminList<PeriodTimesResponse>(adminKeys.periodTimes);
export const useApiTokens = () => useAdminList<ApiTokenListResponse>(adminKeys.apiTokens);
/** The subjects of a filter, or nothing while `filter` is null (its semester not known yet). */
export const useSubjects = (filter: { classId?: string; semesterId?: string } | null) =>
  useAdminList<SubjectListResponse>(filter ? adminKeys.subjects(filter) : null);
export const useStudents = (filter: { classId?: string } = {}) => useAdminList<StudentListResponse>(adminKeys.students(filter));
export const useEnrollments = (subjectId: string | null) =>
  useAdminList<EnrollmentListResponse>(subjectId ? adminKeys.enrollments(subjectId) : null);
export const useTimetable = (classId: string | null, semesterId: string | null) =>
  useAdminList<TimetableResponse>(classId && semesterId ? adminKeys.timetable(classId, semesterId) : null);
/** The calendar entries and the timetable's changes overlapping the days `from` … `to`. */
export const useCalendar = (from: string | null, to: string | null) =>
  useAdminList<CalendarListResponse>(from && to ? adminKeys.calendar(from, to) : null);
export const useTimetableChanges = (from: string | null, to: string | null) =>
  useAdminList<TimetableChangeListResponse>(from && to ? adminKeys.timetableChanges(from, to) : null);
/** The teachers free to cover a slot on a day. */
export const useCoverTeachers = (date: string, slotId: string) =>
  useAdminList<CoverTeachersResponse>(adminKeys.coverTeachers(date, slotId));

/**
 * Whether the signed-in admin may do something. The server checks every call; this only hides what would be
 * refused. Until the answer is in, nothing is offered.
 */
export function usePermission(permission: Permission): boolean {
  const { data } = useAdminMe();
  return data?.permissions.includes(permission) ?? false;
}

/** After a change is saved: refetch every list it can alter. */
export function useAdminChange() {
  const { mutate } = useSWRConfig();
  return (thing: ChangedThing) => mutate((key) => affectedLists[thing].some((endpoint) => isKeyOf(endpoint, key)));
}
