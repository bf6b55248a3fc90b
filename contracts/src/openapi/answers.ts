/**
 * The success answers of the API as zod objects, for the OpenAPI document only. The newer entities are zod
 * schemas already; the older answers are TypeScript interfaces, described here and held to them by type: each
 * description is a `z.ZodType` of its interface, so a change to one that the other does not follow fails to compile.
 */
import { z } from 'zod';
import {
  academicYearSchema,
  academicYearWithSemestersSchema,
  classSchema,
  semesterSchema,
  subjectSchema,
  timetableSlotSchema,
  type AcademicYearListResponse,
  type AcademicYearResponse,
  type ClassListResponse,
  type ClassResponse,
  type SemesterResponse,
  type SubjectListResponse,
  type SubjectResponse,
  type TimetableResponse,
} from '../academic-setup';
import type { AdminListResponse, AdminResponse, ResendCredentialsResponse } from '../admins';
import type { VerifyUserResponse } from '../auth';
import {
  customRoleSchema,
  permissions,
  staffMemberSchema,
  type AdminMeResponse,
  type CustomRoleListResponse,
  type CustomRoleResponse,
  type StaffListResponse,
  type StaffMemberResponse,
} from '../custom-roles';
import type { EnquiryListResponse } from '../enquiries';
import type { ErrorResponse, SuccessResponse } from '../errors';
import { instituteSettingsSchema, type InstituteSettingsResponse } from '../institute-settings';
import type { InstituteListResponse, InstituteResponse, SuperadminStatsResponse } from '../institutes';
import {
  enrollmentSchema,
  studentSchema,
  teacherSchema,
  type EnrollmentListResponse,
  type EnrollmentResponse,
  type ImportPreviewResponse,
  type ImportResponse,
  type StudentListResponse,
  type StudentResponse,
  type TeacherListResponse,
  type TeacherResponse,
} from '../people';
import { roles } from '../roles';

/** A success answer: `{ success: true, ...fields }`. */
const answer = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ success: z.literal(true), ...shape });

export const errorAnswer: z.ZodType<ErrorResponse> = z.object({
  success: z.literal(false),
  errors: z.array(z.string()).min(1).describe('Human-readable messages; the screens show the first.'),
});
export const successAnswer: z.ZodType<SuccessResponse> = answer({});

// Sessions.
const sessionUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  instituteId: z.uuid().nullable(),
  mustChangePassword: z.boolean().describe('Signed in with a temporary password that must be changed first.'),
});
export const verifyUserAnswer: z.ZodType<VerifyUserResponse> = answer({ role: z.enum(roles), user: sessionUser });

// The super admin's institutes, admins and enquiries.
const institute = z.object({ id: z.uuid(), name: z.string(), email: z.string(), phoneNumber: z.string(), address: z.string() });
export const instituteAnswer: z.ZodType<InstituteResponse> = answer({ institute });
export const instituteListAnswer: z.ZodType<InstituteListResponse> = answer({ instituteData: z.array(institute) });
export const statsAnswer: z.ZodType<SuperadminStatsResponse> = answer({
  stats: z.object({ institutes: z.number().int(), students: z.number().int(), teachers: z.number().int() }),
});
const admin = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export const adminAnswer: z.ZodType<AdminResponse> = answer({ admin });
export const adminListAnswer: z.ZodType<AdminListResponse> = answer({ data: z.array(admin) });
export const resendCredentialsAnswer: z.ZodType<ResendCredentialsResponse> = answer({ message: z.string() });
export const enquiryListAnswer: z.ZodType<EnquiryListResponse> = answer({
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

// Academic setup.
export const academicYearAnswer: z.ZodType<AcademicYearResponse> = answer({ academicYear: academicYearSchema });
export const academicYearListAnswer: z.ZodType<AcademicYearListResponse> = answer({
  academicYears: z.array(academicYearWithSemestersSchema),
});
export const semesterAnswer: z.ZodType<SemesterResponse> = answer({ semester: semesterSchema });
export const classAnswer: z.ZodType<ClassResponse> = answer({ class: classSchema });
export const classListAnswer: z.ZodType<ClassListResponse> = answer({ classes: z.array(classSchema) });
export const subjectAnswer: z.ZodType<SubjectResponse> = answer({ subject: subjectSchema });
export const subjectListAnswer: z.ZodType<SubjectListResponse> = answer({ subjects: z.array(subjectSchema) });
export const timetableAnswer: z.ZodType<TimetableResponse> = answer({
  classId: z.uuid(),
  semesterId: z.uuid(),
  slots: z.array(timetableSlotSchema),
});
export const settingsAnswer: z.ZodType<InstituteSettingsResponse> = answer({ settings: instituteSettingsSchema });

// People.
export const teacherAnswer: z.ZodType<TeacherResponse> = answer({ teacher: teacherSchema });
export const teacherListAnswer: z.ZodType<TeacherListResponse> = answer({ teachers: z.array(teacherSchema) });
export const studentAnswer: z.ZodType<StudentResponse> = answer({ student: studentSchema });
export const studentListAnswer: z.ZodType<StudentListResponse> = answer({ students: z.array(studentSchema) });
export const enrollmentAnswer: z.ZodType<EnrollmentResponse> = answer({ enrollment: enrollmentSchema });
export const enrollmentListAnswer: z.ZodType<EnrollmentListResponse> = answer({ enrollments: z.array(enrollmentSchema) });
export const importAnswer: z.ZodType<ImportResponse> = answer({ created: z.number().int() });
export const importPreviewAnswer: z.ZodType<ImportPreviewResponse> = answer({
  rows: z.array(
    z.object({
      line: z.number().int(),
      name: z.string(),
      email: z.string(),
      rollNumber: z.string().optional(),
      className: z.string().optional(),
      guardianName: z.string().optional(),
      guardianEmail: z.string().optional(),
    }),
  ),
  errors: z.array(z.string()).describe('One per problem, by line; the import would be refused with these.'),
});

// Roles.
export const customRoleAnswer: z.ZodType<CustomRoleResponse> = answer({ role: customRoleSchema });
export const customRoleListAnswer: z.ZodType<CustomRoleListResponse> = answer({ roles: z.array(customRoleSchema) });
export const staffMemberAnswer: z.ZodType<StaffMemberResponse> = answer({ user: staffMemberSchema });
export const staffListAnswer: z.ZodType<StaffListResponse> = answer({ admins: z.array(staffMemberSchema) });
export const adminMeAnswer: z.ZodType<AdminMeResponse> = answer({
  user: admin,
  permissions: z.array(z.enum(permissions)),
});
