import { z } from 'zod';
import {
  academicYearFieldsSchema,
  classFieldsSchema,
  createSemesterSchema,
  createSubjectSchema,
  semesterFieldsSchema,
  subjectFieldsSchema,
  subjectListQuerySchema,
  subjectTeachersSchema,
  timetableQuerySchema,
  timetableSchema,
} from '../academic-setup';
import {
  adminDeleteQuerySchema,
  adminListQuerySchema,
  createAdminSchema,
  resendCredentialsSchema,
  updateAdminSchema,
} from '../admins';
import { correctionSchema, lectureListQuerySchema, rosterQuerySchema, submitLectureSchema } from '../attendance';
import { changePasswordSchema, loginSchema } from '../auth';
import { customRoleFieldsSchema, type Permission, userRolesSchema } from '../custom-roles';
import { registrationEnquirySchema } from '../enquiries';
import { updateSettingsSchema } from '../institute-settings';
import { createInstituteSchema, updateInstituteSchema } from '../institutes';
import {
  createStudentSchema,
  dropSchema,
  enrollmentListQuerySchema,
  enrollSchema,
  importQuerySchema,
  studentFieldsSchema,
  studentImportColumns,
  studentListQuerySchema,
  teacherFieldsSchema,
  teacherImportColumns,
  transferStudentSchema,
} from '../people';
import { unsubscribeQuerySchema, updateMailPreferencesSchema } from '../mail-preferences';
import { portalAttendanceQuerySchema } from '../portal';
import { dashboardQuerySchema, reportQuerySchema } from '../reports';
import { type Role, roles } from '../roles';
import * as answers from './answers';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call an endpoint: anyone, anyone with a session, or a session of one role (the role's area of the API). */
export type Access = 'public' | 'signed-in' | Role;

/** One endpoint of the gateway, as the OpenAPI document describes it. */
export interface ApiRoute {
  method: HttpMethod;
  /** Path parameters as OpenAPI writes them: `/admin/roles/{id}`. Every one is a UUID. */
  path: `/${string}`;
  summary: string;
  tag: string;
  access: Access;
  /** The custom-role permission an admin needs on top of the role. */
  permission?: Permission;
  /** A JSON body, parsed with this contracts schema. */
  body?: z.ZodType;
  /** A CSV file instead (text/csv), whose first line names these columns. */
  csvColumns?: readonly string[];
  query?: z.ZodObject;
  /** The success status; 200 when left out. */
  status?: number;
  /** The success answer; left out for a redirect. */
  answer?: z.ZodType;
  /** A CSV import asked for `?preview=true` answers 200 with this instead, nothing saved. */
  previewAnswer?: z.ZodType;
  /** With `?format=csv` or `?format=pdf`, a download of this media type instead of the JSON answer. */
  downloads?: readonly ('text/csv' | 'application/pdf')[];
  /** Answers with a redirect (302) to the shell instead of JSON. */
  redirect?: true;
}

const SETUP = 'Academic setup';
const PEOPLE = 'People';
const ROLES = 'Roles';
const ATTENDANCE = 'Attendance';
const PORTALS = 'Student and parent portals';
const REPORTS = 'Dashboard and reports';
const MAIL = 'Daily summaries and alerts';

/** The signed-in student's or parent's choice of mails: read it, or turn a kind on or off. */
function mailPreferences(area: 'student' | 'parent'): ApiRoute[] {
  return [
    {
      method: 'get',
      path: `/${area}/mail-preferences`,
      summary: 'Which attendance mails I receive, and when the institute sends them',
      tag: MAIL,
      access: area,
      answer: answers.mailPreferencesAnswer,
    },
    {
      method: 'patch',
      path: `/${area}/mail-preferences`,
      summary: 'Turn the daily summary or the low-attendance alerts on or off for me',
      tag: MAIL,
      access: area,
      body: updateMailPreferencesSchema,
      answer: answers.mailPreferencesAnswer,
    },
  ];
}

/** A lecture's history and its corrections, for the teacher (their own lectures) and for the office. */
function lectureHistory(area: 'teacher' | 'admin'): ApiRoute[] {
  const office = area === 'admin';
  return [
    {
      method: 'get',
      path: `/${area}/lectures`,
      summary: office ? "The institute's lectures, newest first, with counts" : 'My past lectures, newest first, with counts',
      tag: ATTENDANCE,
      access: area,
      ...(office ? { permission: 'view_reports' as const } : {}),
      query: lectureListQuerySchema,
      answer: answers.lectureListAnswer,
    },
    {
      method: 'get',
      path: `/${area}/lectures/{id}`,
      summary: "A lecture with each student's current mark and every earlier version",
      tag: ATTENDANCE,
      access: area,
      ...(office ? { permission: 'view_reports' as const } : {}),
      answer: answers.lectureDetailAnswer,
    },
    {
      method: 'post',
      path: `/${area}/lectures/{id}/corrections`,
      summary: office
        ? "Correct a student's mark as the office, at any time, with a reason"
        : "Correct a student's mark with a reason (within the correction window, or with Correct attendance)",
      tag: ATTENDANCE,
      access: area,
      ...(office ? { permission: 'correct_attendance' as const } : {}),
      body: correctionSchema,
      status: 201,
      answer: answers.correctionAnswer,
    },
  ];
}

/** An institute's own user reads their institute under their role's prefix. */
const instituteOfEachRole: ApiRoute[] = roles
  .filter((role) => role !== 'superadmin')
  .map((role) => ({
    method: 'get',
    path: `/${role}/institute`,
    summary: `The ${role}'s own institute`,
    tag: 'Institutes',
    access: role,
    answer: answers.instituteAnswer,
  }));

/**
 * A year, a class, a subject, a teacher or a student: edited whole with PUT, removed with DELETE (a class,
 * subject or student with attendance answers the removal with `archived`).
 */
function editAndRemove(
  path: `/admin/${string}/{id}`,
  thing: string,
  tag: string,
  permission: Permission,
  body: z.ZodType,
  answer: z.ZodType,
  removedAnswer: z.ZodType = answers.successAnswer,
): ApiRoute[] {
  return [
    { method: 'put', path, summary: `Edit a ${thing}`, tag, access: 'admin', permission, body, answer },
    { method: 'delete', path, summary: `Remove a ${thing}`, tag, access: 'admin', permission, answer: removedAnswer },
  ];
}

function csvImport(path: `/admin/${string}/import`, what: string, columns: readonly string[]): ApiRoute {
  return {
    method: 'post',
    path,
    summary: `Import ${what} from a CSV file, all or nothing (\`?preview=true\` checks it and saves nothing)`,
    tag: PEOPLE,
    access: 'admin',
    permission: 'manage_people',
    csvColumns: columns,
    query: importQuerySchema,
    status: 201,
    answer: answers.importAnswer,
    previewAnswer: answers.importPreviewAnswer,
  };
}

/** Every endpoint of the gateway: its own, and the services' behind the role guard. */
export const apiRoutes: readonly ApiRoute[] = [
  // Sign-in and sessions (the gateway's own).
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in with a role, email and password',
    tag: 'Sign-in',
    access: 'public',
    body: loginSchema,
    answer: answers.verifyUserAnswer,
  },
  {
    method: 'get',
    path: '/auth/verify-user',
    summary: 'Who is signed in',
    tag: 'Sign-in',
    access: 'signed-in',
    answer: answers.verifyUserAnswer,
  },
  {
    method: 'post',
    path: '/auth/logout',
    summary: 'Sign out (the stored session is deleted)',
    tag: 'Sign-in',
    access: 'public',
    answer: answers.successAnswer,
  },
  {
    method: 'post',
    path: '/auth/change-password',
    summary: 'Change the password (a temporary one first of all)',
    tag: 'Sign-in',
    access: 'signed-in',
    body: changePasswordSchema,
    answer: answers.verifyUserAnswer,
  },
  {
    method: 'get',
    path: '/auth/google',
    summary: 'Start signing in with Google (`?role=`)',
    tag: 'Sign-in',
    access: 'public',
    query: z.object({ role: z.enum(roles) }),
    redirect: true,
  },
  {
    method: 'get',
    path: '/auth/google/callback',
    summary: "Google's return: signs in and redirects to the role's area",
    tag: 'Sign-in',
    access: 'public',
    redirect: true,
  },
  {
    method: 'post',
    path: '/enquiries',
    summary: 'An institute asks to sign up',
    tag: 'Enquiries',
    access: 'public',
    body: registrationEnquirySchema,
    status: 201,
    answer: answers.successAnswer,
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    tag: 'Document',
    access: 'public',
    answer: z.record(z.string(), z.unknown()),
  },

  // The super admin.
  {
    method: 'post',
    path: '/superadmin/institute',
    summary: 'Register an institute',
    tag: 'Institutes',
    access: 'superadmin',
    body: createInstituteSchema,
    status: 201,
    answer: answers.instituteAnswer,
  },
  {
    method: 'get',
    path: '/superadmin/institute',
    summary: 'Every institute',
    tag: 'Institutes',
    access: 'superadmin',
    answer: answers.instituteListAnswer,
  },
  {
    method: 'patch',
    path: '/superadmin/institute',
    summary: 'Edit an institute',
    tag: 'Institutes',
    access: 'superadmin',
    body: updateInstituteSchema,
    answer: answers.instituteAnswer,
  },
  ...instituteOfEachRole,
  {
    method: 'get',
    path: '/superadmin/stats',
    summary: 'Counts across every institute',
    tag: 'Institutes',
    access: 'superadmin',
    answer: answers.statsAnswer,
  },
  {
    method: 'post',
    path: '/superadmin/admin',
    summary: "Create an institute's admin and mail their credentials",
    tag: 'Admins',
    access: 'superadmin',
    body: createAdminSchema,
    status: 201,
    answer: answers.adminAnswer,
  },
  {
    method: 'post',
    path: '/superadmin/admin/resend-credentials',
    summary: 'Mail an admin a fresh temporary password',
    tag: 'Admins',
    access: 'superadmin',
    body: resendCredentialsSchema,
    answer: answers.resendCredentialsAnswer,
  },
  {
    method: 'get',
    path: '/superadmin/admin',
    summary: "An institute's admins (`?instituteId=`)",
    tag: 'Admins',
    access: 'superadmin',
    query: adminListQuerySchema,
    answer: answers.adminListAnswer,
  },
  {
    method: 'patch',
    path: '/superadmin/admin',
    summary: 'Rename an admin',
    tag: 'Admins',
    access: 'superadmin',
    body: updateAdminSchema,
    answer: answers.adminAnswer,
  },
  {
    method: 'delete',
    path: '/superadmin/admin',
    summary:
      'Delete an admin (`?adminId=`); their sessions end. The last admin with every permission stays while admins restricted by roles remain',
    tag: 'Admins',
    access: 'superadmin',
    query: adminDeleteQuerySchema,
    answer: answers.successAnswer,
  },
  {
    method: 'get',
    path: '/superadmin/enquiries',
    summary: 'Registration enquiries, newest first',
    tag: 'Enquiries',
    access: 'superadmin',
    answer: answers.enquiryListAnswer,
  },

  // The admin: academic setup.
  {
    method: 'post',
    path: '/admin/academic-years',
    summary: 'Add an academic year',
    tag: SETUP,
    access: 'admin',
    permission: 'manage_setup',
    body: academicYearFieldsSchema,
    status: 201,
    answer: answers.academicYearAnswer,
  },
  {
    method: 'get',
    path: '/admin/academic-years',
    summary: 'Academic years, newest first, each with its semesters',
    tag: SETUP,
    access: 'admin',
    answer: answers.academicYearListAnswer,
  },
  ...editAndRemove(
    '/admin/academic-years/{id}',
    'academic year',
    SETUP,
    'manage_setup',
    academicYearFieldsSchema,
    answers.academicYearAnswer,
  ),
  {
    method: 'post',
    path: '/admin/semesters',
    summary: 'Add a semester to an academic year',
    tag: SETUP,
    access: 'admin',
    permission: 'manage_setup',
    body: createSemesterSchema,
    status: 201,
    answer: answers.semesterAnswer,
  },
  ...editAndRemove('/admin/semesters/{id}', 'semester', SETUP, 'manage_setup', semesterFieldsSchema, answers.semesterAnswer),
  {
    method: 'post',
    path: '/admin/classes',
    summary: 'Add a class',
    tag: SETUP,
    access: 'admin',
    permission: 'manage_setup',
    body: classFieldsSchema,
    status: 201,
    answer: answers.classAnswer,
  },
  {
    method: 'get',
    path: '/admin/classes',
    summary: 'Classes by name',
    tag: SETUP,
    access: 'admin',
    answer: answers.classListAnswer,
  },
  ...editAndRemove(
    '/admin/classes/{id}',
    'class',
    SETUP,
    'manage_setup',
    classFieldsSchema,
    answers.classAnswer,
    answers.removedOrArchivedAnswer,
  ),
  {
    method: 'post',
    path: '/admin/subjects',
    summary: 'Add a subject to a class for a semester',
    tag: SETUP,
    access: 'admin',
    permission: 'manage_setup',
    body: createSubjectSchema,
    status: 201,
    answer: answers.subjectAnswer,
  },
  {
    method: 'get',
    path: '/admin/subjects',
    summary: 'Subjects (`?classId=&semesterId=`)',
    tag: SETUP,
    access: 'admin',
    query: subjectListQuerySchema,
    answer: answers.subjectListAnswer,
  },
  ...editAndRemove(
    '/admin/subjects/{id}',
    'subject',
    SETUP,
    'manage_setup',
    subjectFieldsSchema,
    answers.subjectAnswer,
    answers.removedOrArchivedAnswer,
  ),
  {
    method: 'put',
    path: '/admin/subjects/{id}/teachers',
    summary: "Replace a subject's teachers",
    tag: SETUP,
    access: 'admin',
    permission: 'manage_setup',
    body: subjectTeachersSchema,
    answer: answers.subjectAnswer,
  },
  {
    method: 'put',
    path: '/admin/timetable',
    summary: 'Replace the weekly timetable of a class in a semester',
    tag: SETUP,
    access: 'admin',
    permission: 'manage_setup',
    body: timetableSchema,
    answer: answers.timetableAnswer,
  },
  {
    method: 'get',
    path: '/admin/timetable',
    summary: 'The weekly timetable of a class in a semester',
    tag: SETUP,
    access: 'admin',
    query: timetableQuerySchema,
    answer: answers.timetableAnswer,
  },

  // The admin: people.
  {
    method: 'post',
    path: '/admin/teachers',
    summary: 'Add a teacher and mail their credentials',
    tag: PEOPLE,
    access: 'admin',
    permission: 'manage_people',
    body: teacherFieldsSchema,
    status: 201,
    answer: answers.teacherAnswer,
  },
  {
    method: 'get',
    path: '/admin/teachers',
    summary: 'Teachers by name',
    tag: PEOPLE,
    access: 'admin',
    permission: 'manage_people',
    answer: answers.teacherListAnswer,
  },
  ...editAndRemove('/admin/teachers/{id}', 'teacher', PEOPLE, 'manage_people', teacherFieldsSchema, answers.teacherAnswer),
  csvImport('/admin/teachers/import', 'teachers', teacherImportColumns),
  {
    method: 'post',
    path: '/admin/students',
    summary: 'Add a student to a class, with their guardians',
    tag: PEOPLE,
    access: 'admin',
    permission: 'manage_people',
    body: createStudentSchema,
    status: 201,
    answer: answers.studentAnswer,
  },
  {
    method: 'get',
    path: '/admin/students',
    summary: 'Students (`?classId=`)',
    tag: PEOPLE,
    access: 'admin',
    permission: 'manage_people',
    query: studentListQuerySchema,
    answer: answers.studentListAnswer,
  },
  ...editAndRemove(
    '/admin/students/{id}',
    'student',
    PEOPLE,
    'manage_people',
    studentFieldsSchema,
    answers.studentAnswer,
    answers.removedOrArchivedAnswer,
  ),
  {
    method: 'post',
    path: '/admin/students/{id}/transfer',
    summary: 'Move a student to another class from a day on',
    tag: PEOPLE,
    access: 'admin',
    permission: 'manage_people',
    body: transferStudentSchema,
    answer: answers.studentAnswer,
  },
  csvImport('/admin/students/import', 'students and their guardians', studentImportColumns),
  {
    method: 'post',
    path: '/admin/enrollments',
    summary: 'Enrol a student in an elective',
    tag: PEOPLE,
    access: 'admin',
    permission: 'manage_people',
    body: enrollSchema,
    status: 201,
    answer: answers.enrollmentAnswer,
  },
  {
    method: 'post',
    path: '/admin/enrollments/drop',
    summary: 'Drop a student from a subject from a day on (earlier marks stay)',
    tag: PEOPLE,
    access: 'admin',
    permission: 'manage_people',
    body: dropSchema,
    answer: answers.enrollmentAnswer,
  },
  {
    method: 'get',
    path: '/admin/enrollments',
    summary: 'The enrolments of a subject (`?subjectId=`)',
    tag: PEOPLE,
    access: 'admin',
    permission: 'manage_people',
    query: enrollmentListQuerySchema,
    answer: answers.enrollmentListAnswer,
  },

  // The admin: settings, roles and who they are.
  {
    method: 'get',
    path: '/admin/settings',
    summary: "The institute's settings",
    tag: 'Settings',
    access: 'admin',
    answer: answers.settingsAnswer,
  },
  {
    method: 'patch',
    path: '/admin/settings',
    summary: 'Change some of the settings',
    tag: 'Settings',
    access: 'admin',
    permission: 'manage_setup',
    body: updateSettingsSchema,
    answer: answers.settingsAnswer,
  },
  {
    method: 'get',
    path: '/admin/roles',
    summary: 'Custom roles by name, with their permissions and holders',
    tag: ROLES,
    access: 'admin',
    permission: 'manage_roles',
    answer: answers.customRoleListAnswer,
  },
  {
    method: 'post',
    path: '/admin/roles',
    summary: 'Add a custom role, granting only permissions the caller holds',
    tag: ROLES,
    access: 'admin',
    permission: 'manage_roles',
    body: customRoleFieldsSchema,
    status: 201,
    answer: answers.customRoleAnswer,
  },
  ...editAndRemove('/admin/roles/{id}', 'custom role', ROLES, 'manage_roles', customRoleFieldsSchema, answers.customRoleAnswer),
  {
    method: 'put',
    path: '/admin/users/{id}/roles',
    summary:
      'Replace the custom roles of a teacher or another admin, giving or taking away only roles within what the caller holds',
    tag: ROLES,
    access: 'admin',
    permission: 'manage_roles',
    body: userRolesSchema,
    answer: answers.staffMemberAnswer,
  },
  {
    method: 'get',
    path: '/admin/admins',
    summary: "The institute's admins with their custom roles",
    tag: ROLES,
    access: 'admin',
    permission: 'manage_roles',
    answer: answers.staffListAnswer,
  },
  {
    method: 'get',
    path: '/admin/me',
    summary: 'The signed-in admin, their permissions and the custom roles they hold',
    tag: ROLES,
    access: 'admin',
    answer: answers.adminMeAnswer,
  },

  // Attendance.
  {
    method: 'get',
    path: '/teacher/today',
    summary: "The teacher's lectures today, from the timetable and extra ones, each taken or not",
    tag: ATTENDANCE,
    access: 'teacher',
    answer: answers.todayAnswer,
  },
  {
    method: 'get',
    path: '/teacher/subjects',
    summary: "The teacher's subjects with their class and semester",
    tag: ATTENDANCE,
    access: 'teacher',
    answer: answers.teacherSubjectListAnswer,
  },
  {
    method: 'get',
    path: '/teacher/subjects/{id}/roster',
    summary: 'The students enrolled in a subject on a date, by roll number',
    tag: ATTENDANCE,
    access: 'teacher',
    query: rosterQuerySchema,
    answer: answers.rosterAnswer,
  },
  {
    method: 'post',
    path: '/teacher/lectures',
    summary: 'Take attendance: a whole register in one call (the same id again answers 200 with the same lecture)',
    tag: ATTENDANCE,
    access: 'teacher',
    body: submitLectureSchema,
    status: 201,
    answer: answers.lectureAnswer,
  },
  ...lectureHistory('teacher'),
  ...lectureHistory('admin'),

  // Dashboard and reports.
  {
    method: 'get',
    path: '/admin/dashboard',
    summary:
      'The institute at a glance on a day (today unless asked): its registers, trends, summaries and the students below the threshold',
    tag: REPORTS,
    access: 'admin',
    permission: 'view_reports',
    query: dashboardQuerySchema,
    answer: answers.dashboardAnswer,
  },
  {
    method: 'get',
    path: '/admin/reports/attendance',
    summary:
      'Attendance of a class, a subject or a student over a range, per student and lecture: JSON, or a CSV or PDF download (Export reports)',
    tag: REPORTS,
    access: 'admin',
    permission: 'view_reports',
    query: reportQuerySchema,
    answer: answers.attendanceReportAnswer,
    downloads: ['text/csv', 'application/pdf'],
  },
  {
    method: 'get',
    path: '/teacher/reports/attendance',
    summary: "The same report of the teacher's own subjects (every subject with View reports); any other subject: 403",
    tag: REPORTS,
    access: 'teacher',
    query: reportQuerySchema,
    answer: answers.attendanceReportAnswer,
    downloads: ['text/csv', 'application/pdf'],
  },

  // Student and parent portals.
  {
    method: 'get',
    path: '/student/attendance',
    summary: 'My attendance in a semester (the current one by default): overall, per subject, and every marked lecture',
    tag: PORTALS,
    access: 'student',
    query: portalAttendanceQuerySchema,
    answer: answers.studentAttendanceAnswer,
  },
  {
    method: 'get',
    path: '/parent/children',
    summary: 'The students linked to me, by name',
    tag: PORTALS,
    access: 'parent',
    answer: answers.childListAnswer,
  },
  {
    method: 'get',
    path: '/parent/children/{id}/attendance',
    summary: "A linked child's attendance in a semester, as the student sees it (any other student: 404)",
    tag: PORTALS,
    access: 'parent',
    query: portalAttendanceQuerySchema,
    answer: answers.studentAttendanceAnswer,
  },
  ...mailPreferences('student'),
  ...mailPreferences('parent'),
  {
    method: 'post',
    path: '/mail/unsubscribe',
    summary:
      "A mail's signed unsubscribe link: turns that kind of mail off for its recipient, no sign-in needed (also a mail client's one-click POST, body List-Unsubscribe=One-Click)",
    tag: MAIL,
    access: 'public',
    query: unsubscribeQuerySchema,
    answer: answers.unsubscribeAnswer,
  },
  {
    method: 'get',
    path: '/mail/unsubscribe',
    summary: 'Opened in a browser: redirects to the unsubscribe page, which asks before turning anything off',
    tag: MAIL,
    access: 'public',
    query: unsubscribeQuerySchema,
    redirect: true,
  },
];
