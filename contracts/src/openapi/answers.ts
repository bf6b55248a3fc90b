/**
 * The success answers of the API as zod objects, for the OpenAPI document. The newer entities' answers are
 * defined as schemas in their own modules, their types inferred; the older answers are TypeScript interfaces,
 * described here and held to them by type: each description is a `z.ZodType` of its interface, so a change to
 * one that the other does not follow fails to compile.
 */
import { z } from 'zod';
import type { AdminListResponse, AdminResponse, ResendCredentialsResponse } from '../admins';
import type { EnquiryListResponse } from '../enquiries';
import { type ErrorResponse, type SuccessResponse, successAnswerOf } from '../errors';
import type { InstituteListResponse, InstituteResponse, SuperadminStatsResponse } from '../institutes';

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

// The super admin's institutes, admins and enquiries.
const institute = z.object({ id: z.uuid(), name: z.string(), email: z.string(), phoneNumber: z.string(), address: z.string() });
export const instituteAnswer: z.ZodType<InstituteResponse> = successAnswerOf({ institute });
export const instituteListAnswer: z.ZodType<InstituteListResponse> = successAnswerOf({ instituteData: z.array(institute) });
export const statsAnswer: z.ZodType<SuperadminStatsResponse> = successAnswerOf({
  stats: z.object({ institutes: z.number().int(), students: z.number().int(), teachers: z.number().int() }),
});
const admin = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export const adminAnswer: z.ZodType<AdminResponse> = successAnswerOf({ admin });
export const adminListAnswer: z.ZodType<AdminListResponse> = successAnswerOf({ data: z.array(admin) });
export const resendCredentialsAnswer: z.ZodType<ResendCredentialsResponse> = successAnswerOf({ message: z.string() });
export const enquiryListAnswer: z.ZodType<EnquiryListResponse> = successAnswerOf({
  data: z.array(
    z.object({
      id: z.uuid(),
      instituteName: z.string(),
      contactName: z.string(),
      email: z.string(),
      phoneNumber: z.string(),
      students: z.number().int().nullable(),
      message: z.string().nullable(),
      createdAt: z.string().describe('ISO 8601 timestamp'),
    }),
  ),
});
