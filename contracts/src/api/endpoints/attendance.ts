import { endpointsOf } from '../endpoint';

/** Taking registers, and the lectures' history and corrections for the teacher and for the office. */
export const attendanceEndpoints = endpointsOf({
  teacherToday: ['get', '/teacher/today'],
  teacherSubjects: ['get', '/teacher/subjects'],
  roster: ['get', '/teacher/subjects/{id}/roster'],
  takeRegister: ['post', '/teacher/lectures'],
  teacherLectures: ['get', '/teacher/lectures'],
  teacherLecture: ['get', '/teacher/lectures/{id}'],
  teacherCorrection: ['post', '/teacher/lectures/{id}/corrections'],
  adminLectures: ['get', '/admin/lectures'],
  adminLecture: ['get', '/admin/lectures/{id}'],
  adminCorrection: ['post', '/admin/lectures/{id}/corrections'],
});
