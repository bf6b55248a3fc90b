import { endpoints, isKeyOf, keyOf } from '@rollcall/api-client';

/** Whose lectures a view shows: the teacher's own (/teacher/…) or the whole institute's, for the office (/admin/…). */
export type AttendanceArea = 'teacher' | 'admin';

/** Which past lectures a list shows; every filter is optional (YYYY-MM-DD days). */
export interface LectureFilter {
  subjectId?: string;
  from?: string;
  to?: string;
}

/** Each area's calls of the lectures: the list, one lecture's record, and a correction of one of its marks. */
export const lectureCalls = {
  teacher: { list: endpoints.teacherLectures, record: endpoints.teacherLecture, correct: endpoints.teacherCorrection },
  admin: { list: endpoints.adminLectures, record: endpoints.adminLecture, correct: endpoints.adminCorrection },
} as const;

/** The swr keys of the attendance views: each is the address it is fetched from, so the shared fetcher reads it as is. */
export const lectureKeys = {
  list: (area: AttendanceArea, filter: LectureFilter = {}) => keyOf(lectureCalls[area].list, { query: filter }),
  detail: (area: AttendanceArea, lectureId: string) => keyOf(lectureCalls[area].record, { params: { id: lectureId } }),
  /** Whether a key is a list or a record of the area: a correction refreshes them all. */
  isOfArea: (area: AttendanceArea, key: unknown) =>
    isKeyOf(lectureCalls[area].list, key) || isKeyOf(lectureCalls[area].record, key),
};
