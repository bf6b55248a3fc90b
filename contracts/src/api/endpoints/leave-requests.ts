import { endpointsOf } from '../endpoint';

export const leaveRequestEndpoints = endpointsOf({
  requestStudentLeave: ['post', '/student/leave-requests'],
  studentLeaveRequests: ['get', '/student/leave-requests'],
  requestChildLeave: ['post', '/parent/children/{id}/leave-requests'],
  childLeaveRequests: ['get', '/parent/children/{id}/leave-requests'],
  officeLeaveRequests: ['get', '/admin/leave-requests'],
  decideLeaveRequest: ['post', '/admin/leave-requests/{id}/decision'],
  classTeacherLeaveRequests: ['get', '/teacher/leave-requests'],
  classTeacherDecideLeaveRequest: ['post', '/teacher/leave-requests/{id}/decision'],
  grantOnDuty: ['post', '/admin/on-duty'],
});
