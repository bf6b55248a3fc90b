// @rollcall/attendance-ui: the attendance views the teacher and admin remotes share. Plain React with swr, no
// routes of its own: a page passes the area ('teacher' or 'admin') and what opening or leaving a lecture does.
export { LectureList, type LectureListProps } from './LectureList/LectureList';
export { LectureRecord, type LectureRecordProps } from './LectureRecord/LectureRecord';
export type { AttendanceArea, LectureFilter } from './data/keys';
export { type StudentToChoose, studentOption, subjectOptions, type SubjectToChoose } from './subjectOptions';
export { AttendanceReport, type AttendanceReportProps } from './Report/AttendanceReport';
export type { FilterChoices } from './Report/useReportChoices';
export { reportFilterOf, reportSearch, type ReportFilterValues } from './Report/reportFilter';
export { FileDownloads, type FileDownloadsProps, type FileFormat } from './Report/FileDownloads';
export { CalendarFeedButton, type CalendarFeedButtonProps } from './CalendarFeed/CalendarFeedButton';
export type { FeedChoice } from './CalendarFeed/CalendarFeedDialog';
export type { FeedOwner } from './CalendarFeed/feedEndpoints';
export { LeaveRequests, type LeaveRequestsProps } from './LeaveRequests/LeaveRequests';
export type { LeaveArea } from './LeaveRequests/leaveCalls';
export { useRefreshLeaveRequests } from './LeaveRequests/useLeaveRequests';
export { correctedText } from './LeaveRequests/leaveWords';
export { clockIn, dayIn, formatMoment, formatZonedMoment, zonedClock, zoneName } from './data/moments';
export { saveFile } from './Report/saveFile';
export {
  type AttendanceTextId,
  type AttendanceWords,
  attendanceViewTexts,
  useAttendanceTexts,
} from './texts/texts';
export { AreaTexts } from './common/AreaTexts';
