/**
 * The success answers of the API as zod objects, for the OpenAPI document. The newer entities' answers are
 * defined as schemas in their own modules, their types inferred; the older answers are TypeScript interfaces,
 * described here and held to them by type: each description is a `z.ZodType` of its interface, so a change to
 * one that the other does not follow fails to compile.
 */
import { z } from 'zod';
import { type ErrorResponse, type SuccessResponse, successAnswerOf } from '../errors';

export {
  academicYearAnswer,
  academicYearListAnswer,
  classAnswer,
  classListAnswer,
  removedOrArchivedAnswer,
  semesterAnswer,
  subjectAnswer,
  subjectListAnswer,
  timetableAnswer,
} from '../academic-setup';
export { verifyUserAnswer } from '../auth';
export { attendanceReportAnswer, dashboardAnswer } from '../reports';
export { instituteAnswer, instituteListAnswer, statsAnswer } from '../institutes';
export { adminAnswer, adminListAnswer, resendCredentialsAnswer } from '../admins';
export { enquiryListAnswer } from '../enquiries';
export {
  correctionAnswer,
  lectureAnswer,
  lectureDetailAnswer,
  lectureListAnswer,
  rosterAnswer,
  teacherSubjectListAnswer,
  todayAnswer,
} from '../attendance';
export {
  adminMeAnswer,
  customRoleAnswer,
  customRoleListAnswer,
  staffListAnswer,
  staffMemberAnswer,
} from '../custom-roles';
export { settingsAnswer } from '../institute-settings';
export { childListAnswer, studentAttendanceAnswer } from '../portal';
export { mailPreferencesAnswer, unsubscribeAnswer } from '../mail-preferences';
export {
  enrollmentAnswer,
  enrollmentListAnswer,
  importAnswer,
  importPreviewAnswer,
  studentAnswer,
  studentListAnswer,
  teacherAnswer,
  teacherListAnswer,
} from '../people';

export const errorAnswer: z.ZodType<ErrorResponse> = z
  .object({
    success: z.literal(false),
    errors: z.array(z.string()).min(1).describe('Human-readable messages; the screens show the first.'),
  })
  .meta({ id: 'Error', description: 'A failure: the status means it, the messages say it.' });
export const successAnswer: z.ZodType<SuccessResponse> = successAnswerOf({});

