/**
 * What a suite sets up before its tests, through the gateway's API: its own institutes, admins, enquiries and
 * schools ready for attendance.
 * Suites share one app and run side by side, so each uses names and email addresses of its own; seeding one
 * that is already there fails at once rather than letting two suites read each other's data.
 */
import type {
  AcademicYearResponse,
  GuardianInput,
  Admin,
  AdminResponse,
  ClassResponse,
  Institute,
  InstituteListResponse,
  InstituteResponse,
  InstituteSettingsResponse,
  RegistrationEnquiryInput,
  Role,
  SemesterResponse,
  StudentResponse,
  SubjectResponse,
  TeacherResponse,
} from '@rollcall/contracts';
import { daysAfter, isoWeekday } from '@rollcall/contracts';
import { GatewayApi } from './gateway-api';
import { dayIn } from './local-clock';
import { temporaryPasswordOf } from './mail';

export type NewInstitute = Omit<Institute, 'id'>;
export interface NewAdmin {
  name: string;
  email: string;
}
/** An admin as the credentials mail left them: the temporary password not used yet (it opens one sign-in). */
export interface SeededAdmin extends Admin {
  temporaryPassword: string;
}

/** Registers the institute (the super admin's API); refuses a name or email another institute already has. */
export async function seedInstitute(superadmin: GatewayApi, institute: NewInstitute): Promise<Institute> {
  const { instituteData } = await superadmin.call<InstituteListResponse>('GET', '/superadmin/institute');
  const taken = instituteData.find((other) => other.name === institute.name || other.email === institute.email);
  if (taken) throw new Error(`institute "${taken.name}" <${taken.email}> is already there: each suite seeds its own`);
  return (await superadmin.call<InstituteResponse>('POST', '/superadmin/institute', institute)).institute;
}

/** Creates an admin of the institute and waits for their credentials mail. */
export async function seedAdmin(superadmin: GatewayApi, institute: Institute, admin: NewAdmin): Promise<SeededAdmin> {
  const created = await superadmin.call<AdminResponse>('POST', '/superadmin/admin', {
    instituteId: institute.id,
    ...admin,
  });
  return { ...created.admin, temporaryPassword: await temporaryPasswordOf(admin.email) };
}

/** A registration enquiry as a visitor's landing-page form sends it (no session). */
export async function seedEnquiry(visitor: GatewayApi, enquiry: RegistrationEnquiryInput): Promise<void> {
  await visitor.call('POST', '/enquiries', enquiry);
}

export interface SchoolPlan {
  /** The admin's chosen password, replacing the temporary one of their mail. */
  adminPassword: string;
  className: string;
  teacher: { name: string; email: string };
  /** The first is on today's timetable; the others are the teacher's too, for extra lectures. */
  subjects: ReadonlyArray<{ name: string; code: string }>;
  /** The first slot's times today (HH:MM). */
  slot: { period: number; startsAt: string; endsAt: string };
  students: ReadonlyArray<{ name: string; email: string; rollNumber: string; guardians?: GuardianInput[] }>;
}

export interface SeededSchool {
  /** The institute's today (YYYY-MM-DD, in its time zone). */
  today: string;
  /** The class's students are in it, and enrolled in its subjects, from this day. */
  semesterStartsOn: string;
  classId: string;
  teacher: { id: string; name: string; email: string; temporaryPassword: string };
  subjects: Array<{ id: string; name: string; code: string }>;
  students: Array<{ id: string; name: string; rollNumber: string }>;
}

/** Signs in with the mailed temporary password, replaces it, and gives a client signed in with the new one. */
export async function signedInWithOwnPassword(
  role: Role,
  account: { email: string; temporaryPassword: string },
  password: string,
): Promise<GatewayApi> {
  const first = await GatewayApi.signedIn(role, { email: account.email, password: account.temporaryPassword });
  try {
    await first.call('POST', '/auth/change-password', { currentPassword: account.temporaryPassword, newPassword: password });
  } finally {
    await first.dispose();
  }
  return GatewayApi.signedIn(role, { email: account.email, password });
}

/**
 * A school ready for attendance, built as its admin (who ends with the chosen password): a year and a semester
 * around the institute's today (it began 30 days ago and ends in 90), a class, a teacher (with the temporary
 * password of their mail), core subjects taught by that teacher, a timetable slot on today's weekday for the
 * first subject, and the class's students, in the class since the semester began.
 */
export async function seedSchool(admin: SeededAdmin, plan: SchoolPlan): Promise<SeededSchool> {
  const api = await signedInWithOwnPassword('admin', admin, plan.adminPassword);
  try {
    const { settings } = await api.call<InstituteSettingsResponse>('GET', '/admin/settings');
    const today = dayIn(settings.timeZone);
    const { academicYear } = await api.call<AcademicYearResponse>('POST', '/admin/academic-years', {
      name: `Year of ${today}`,
      startsOn: daysAfter(today, -150),
      endsOn: daysAfter(today, 200),
    });
    const { semester } = await api.call<SemesterResponse>('POST', '/admin/semesters', {
      academicYearId: academicYear.id,
      name: 'Current semester',
      startsOn: daysAfter(today, -30),
      endsOn: daysAfter(today, 90),
    });
    const { class: classInfo } = await api.call<ClassResponse>('POST', '/admin/classes', { name: plan.className });
    const { teacher } = await api.call<TeacherResponse>('POST', '/admin/teachers', plan.teacher);
    const subjects = [];
    for (const subject of plan.subjects) {
      const created = await api.call<SubjectResponse>('POST', '/admin/subjects', {
        classId: classInfo.id,
        semesterId: semester.id,
        kind: 'core',
        ...subject,
      });
      await api.call('PUT', `/admin/subjects/${created.subject.id}/teachers`, { teacherIds: [teacher.id] });
      subjects.push({ id: created.subject.id, name: subject.name, code: subject.code });
    }
    const [timetabled] = subjects;
    if (!timetabled) throw new Error('the plan needs a subject for the timetable');
    await api.call('PUT', '/admin/timetable', {
      classId: classInfo.id,
      semesterId: semester.id,
      slots: [{ subjectId: timetabled.id, teacherId: teacher.id, weekday: isoWeekday(today), ...plan.slot }],
    });
    const students = [];
    for (const student of plan.students) {
      const created = await api.call<StudentResponse>('POST', '/admin/students', {
        ...student,
        classId: classInfo.id,
        joinedOn: semester.startsOn,
      });
      students.push({ id: created.student.id, name: student.name, rollNumber: student.rollNumber });
    }
    const temporaryPassword = await temporaryPasswordOf(plan.teacher.email, 'teacher');
    return {
      today,
      semesterStartsOn: semester.startsOn,
      classId: classInfo.id,
      teacher: { ...plan.teacher, id: teacher.id, temporaryPassword },
      subjects,
      students,
    };
  } finally {
    await api.dispose();
  }
}
