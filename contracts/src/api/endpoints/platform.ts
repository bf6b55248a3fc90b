import { endpointsOf } from '../endpoint';

/** The super admin's institutes, admins and enquiries, the public enquiry form, and the API document. */
export const platformEndpoints = endpointsOf({
  openApiDocument: ['get', '/openapi.json'],
  submitEnquiry: ['post', '/enquiries'],
  listEnquiries: ['get', '/superadmin/enquiries'],
  createInstitute: ['post', '/superadmin/institute'],
  listInstitutes: ['get', '/superadmin/institute'],
  updateInstitute: ['patch', '/superadmin/institute'],
  platformStats: ['get', '/superadmin/stats'],
  createAdmin: ['post', '/superadmin/admin'],
  resendAdminCredentials: ['post', '/superadmin/admin/resend-credentials'],
  listAdmins: ['get', '/superadmin/admin'],
  updateAdmin: ['patch', '/superadmin/admin'],
  deleteAdmin: ['delete', '/superadmin/admin'],
  adminInstitute: ['get', '/admin/institute'],
  teacherInstitute: ['get', '/teacher/institute'],
  studentInstitute: ['get', '/student/institute'],
  parentInstitute: ['get', '/parent/institute'],
});
