import useSWR, { useSWRConfig } from 'swr';
import { api, fetcher, keyOf } from '@rollcall/api-client';
import type {
  AttendanceReportResponse,
  CorrectionInput,
  CorrectionResponse,
  LectureDetailResponse,
  LectureListResponse,
} from '@rollcall/contracts';
import { type ReportFilterValues, reportEndpoints, reportQuery } from '../Report/reportFilter';
import { type AttendanceArea, type LectureFilter, lectureKeys } from './keys';

const views = { revalidateOnFocus: false } as const;

/** GET /{area}/lectures?subjectId=&from=&to=: past lectures, newest first, with their counts. */
export const useLectures = (area: AttendanceArea, filter: LectureFilter = {}) =>
  useSWR<LectureListResponse>(lectureKeys.list(area, filter), fetcher, views);

/** GET /{area}/lectures/{id}: the lecture and every student's mark with its history; nothing while `lectureId` is null. */
export const useLecture = (area: AttendanceArea, lectureId: string | null) =>
  useSWR<LectureDetailResponse>(lectureId ? lectureKeys.detail(area, lectureId) : null, fetcher, views);

/**
 * POST /{area}/lectures/{id}/corrections: a new mark for one student, with a reason. Once saved, the record and
 * every list of the area are fetched again, as the counts and the correction count changed.
 */
export function useCorrectMark(area: AttendanceArea, lectureId: string) {
  const { mutate } = useSWRConfig();
  return async (input: CorrectionInput) => {
    const answer = await api.post<CorrectionResponse>(lectureKeys.corrections(area, lectureId), input);
    const prefix = lectureKeys.all(area);
    void mutate(
      (key) => typeof key === 'string' && (key === prefix || key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`)),
    );
    return answer;
  };
}

/** GET /{area}/reports/attendance?…: the report of the filters; nothing while `filter` is null. */
export const useAttendanceReport = (area: AttendanceArea, filter: ReportFilterValues | null) =>
  useSWR<AttendanceReportResponse>(filter ? keyOf(reportEndpoints[area], { query: reportQuery(filter) }) : null, fetcher, views);
