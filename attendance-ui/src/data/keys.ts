/** Whose lectures a view shows: the teacher's own (/teacher/…) or the whole institute's, for the office (/admin/…). */
export type AttendanceArea = 'teacher' | 'admin';

/** Which past lectures a list shows; every filter is optional (YYYY-MM-DD days). */
export interface LectureFilter {
  subjectId?: string;
  from?: string;
  to?: string;
}

/** The swr keys of the attendance views: each is the path it is fetched from, so the shared fetcher reads it as is. */
export const lectureKeys = {
  /** Every list and record of the area starts with this: a correction refreshes them all. */
  all: (area: AttendanceArea) => `/${area}/lectures`,
  list: (area: AttendanceArea, filter: LectureFilter = {}) => {
    const present = Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1]));
    const search = new URLSearchParams(present).toString();
    return search ? `/${area}/lectures?${search}` : `/${area}/lectures`;
  },
  detail: (area: AttendanceArea, lectureId: string) => `/${area}/lectures/${lectureId}`,
  corrections: (area: AttendanceArea, lectureId: string) => `/${area}/lectures/${lectureId}/corrections`,
};
