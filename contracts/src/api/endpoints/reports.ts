import { endpointsOf } from '../endpoint';

export const reportEndpoints = endpointsOf({
  dashboard: ['get', '/admin/dashboard'],
  adminAttendanceReport: ['get', '/admin/reports/attendance'],
  teacherAttendanceReport: ['get', '/teacher/reports/attendance'],
});
