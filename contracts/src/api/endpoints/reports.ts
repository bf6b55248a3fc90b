import { endpointsOf } from '../endpoint';

export const reportEndpoints = endpointsOf({
  dashboard: ['get', '/admin/dashboard'],
  setupProgress: ['get', '/admin/setup-progress'],
  adminAttendanceReport: ['get', '/admin/reports/attendance'],
  teacherAttendanceReport: ['get', '/teacher/reports/attendance'],
});
