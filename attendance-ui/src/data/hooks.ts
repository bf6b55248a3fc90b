import useSWR, { useSWRConfig } from 'swr';
import { type AnswerOf, api, fetcher, keyOf } from '@rollcall/api-client';
import type { AttendanceReportResponse, CorrectionInput } from '@rollcall/contracts';
import { type ReportFilterValues, reportEndpoints, reportQuery } from '../Report/reportFilter';
import { type AttendanceArea, type LectureFilter, lectureCalls, lectureKeys } from './keys';

const views = { revalidateOnFocus: false } as const;

/** GET /{area}/lectures?subjectId=&from=&to=: past lectures, newest first, with their counts. */
export const useLectures = (area: AttendanceArea, filter: LectureFilter = {}) =>
  useSWR<AnswerOf<(typeof lectureCalls)[AttendanceArea]['list']>>(lectureKeys.list(area, filter), fetcher, views);

/** GET /{area}/lectures/{id}: the lecture and every student's mark with its history; nothing while `lectureId` is null. */
export const useLecture = (area: AttendanceArea, lectureId: string | null) =>
  useSWR<AnswerOf<(typeof lectureCalls)[AttendanceArea]['record']>>(
    lectureId ? lectureKeys.detail(area, lectureId) : null,
    fetcher,
    views,
  );

/**
 * POST /{area}/lectures/{id}/corrections: a new mark for one student, with a reason. Once saved, the record and
 * every list of the area are fetched again, as the counts and the correction count changed.
 */
export function useCorrectMark(area: AttendanceArea, lectureId: string) {
  const { mutate } = useSWRConfig();
  return async (input: CorrectionInput) => {
    const answer = await api.call(lectureCalls[area].correct, { params: { id: lectureId }, body: input });
    void mutate((key) => lectureKeys.isOfArea(area, key));
    return answer;
  };
}

/** GET /{area}/reports/attendance?…: the report of the filters; nothing while `filter` is null. */
export const useAttendanceReport = (area: AttendanceArea, filter: ReportFilterValues | null) =>
  useSWR<AttendanceReportResponse>(filter ? keyOf(reportEndpoints[area], { query: reportQuery(filter) }) : null, fetcher, views);
