import { z } from 'zod';
import {
  adminAnswer,
  adminDeleteQuerySchema,
  adminListAnswer,
  adminListQuerySchema,
  createAdminSchema,
  credentialsSent,
  resendCredentialsAnswer,
  resendCredentialsSchema,
  updateAdminSchema,
} from '../../admins';
import { enquiryListAnswer, registrationEnquirySchema } from '../../enquiries';
import { successAnswer } from '../../errors';
import {
  createInstituteSchema,
  instituteAnswer,
  instituteListAnswer,
  statsAnswer,
  updateInstituteSchema,
} from '../../institutes';
import { platformEndpoints } from '../endpoints/platform';
import { defineRoutes, type RouteDefinition } from '../route';
import { examples } from './platform-examples';

const openApiDocumentSchema = z
  .looseObject({
    openapi: z.string().describe('The OpenAPI version.'),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()).describe('Every call, by path and method.'),
  })
  .meta({ id: 'OpenApiDocument', description: 'An OpenAPI 3.1 document.' });

const instituteNotFound = 'The session’s institute is not found';

/** An institute's own user reads it under their role's prefix. */
const ownInstitute = (access: 'admin' | 'teacher' | 'student' | 'parent') =>
  ({
    summary: `The ${access}'s own institute`,
    description: 'The institute comes from the session, never from the request.',
    tag: 'Institutes',
    access,
    answers: {
      200: { description: 'The institute', schema: instituteAnswer, example: { success: true, institute: examples.institute } },
    },
    refusals: { 404: instituteNotFound },
  }) as const satisfies RouteDefinition;

export const platformRoutes = defineRoutes(platformEndpoints, {
  openApiDocument: {
    summary: 'This document',
    description:
      'Built once when the gateway starts. Send the `ETag` back as `If-None-Match` to be answered 304 while it is unchanged.',
    tag: 'Document',
    access: 'public',
    answers: {
      200: {
        description: 'The OpenAPI 3.1 document of every call',
        schema: openApiDocumentSchema,
        example: { openapi: '3.1.0', info: { title: 'RollCall API', version: '0.1.0' }, paths: {} },
        headers: ['ETag', 'Cache-Control'],
      },
      304: {
        description: 'The copy whose ETag was sent is still current',
        notModified: true,
        headers: ['ETag', 'Cache-Control'],
      },
    },
    refusals: { 403: 'In production, a request that did not arrive over HTTPS' },
    // Served from memory: no database, so never the implied 503.
    neverAnswers: [503],
  },
  submitEnquiry: {
    summary: 'An institute asks to join',
    description:
      'A visitor’s registration enquiry from the landing page. Every super admin is told by mail; a representative calls ' +
      'back to verify the institute before registering it. An address may send only a few enquiries an hour.',
    tag: 'Enquiries',
    access: 'public',
    body: registrationEnquirySchema,
    bodyExample: {
      instituteName: examples.enquiry.instituteName,
      contactName: examples.enquiry.contactName,
      email: examples.enquiry.email,
      phoneNumber: examples.enquiry.phoneNumber,
      students: examples.enquiry.students,
      message: examples.enquiry.message,
    },
    answers: { 201: { description: 'The enquiry, received', schema: successAnswer, example: { success: true } } },
    refusals: { 429: 'Too many enquiries from this address: `Retry-After` says when to try again' },
  },
  listEnquiries: {
    summary: 'Registration enquiries, newest first',
    tag: 'Enquiries',
    access: 'superadmin',
    answers: {
      200: {
        description: 'Every enquiry, newest first',
        schema: enquiryListAnswer,
        example: { success: true, data: [examples.enquiry] },
      },
    },
  },
  createInstitute: {
    summary: 'Register an institute',
    description: 'Its admins are added next, with `POST /superadmin/admin`.',
    tag: 'Institutes',
    access: 'superadmin',
    body: createInstituteSchema,
    bodyExample: {
      name: examples.institute.name,
      email: examples.institute.email,
      phoneNumber: examples.institute.phoneNumber,
      address: examples.institute.address,
    },
    answers: {
      201: {
        description: 'The institute, registered',
        schema: instituteAnswer,
        example: { success: true, institute: examples.institute },
      },
    },
    refusals: { 409: 'An institute with this email exists' },
  },
  listInstitutes: {
    summary: 'Every institute, by name',
    tag: 'Institutes',
    access: 'superadmin',
    answers: {
      200: {
        description: 'The institutes',
        schema: instituteListAnswer,
        example: { success: true, instituteData: [examples.institute] },
      },
    },
  },
  updateInstitute: {
    summary: 'Edit an institute’s name, email, phone number and address',
    description: 'The body names the institute by `id` and carries every field.',
    tag: 'Institutes',
    access: 'superadmin',
    body: updateInstituteSchema,
    bodyExample: { ...examples.institute, phoneNumber: '+91 80 4123 9000' },
    answers: {
      200: {
        description: 'The institute, changed',
        schema: instituteAnswer,
        example: { success: true, institute: { ...examples.institute, phoneNumber: '+91 80 4123 9000' } },
      },
    },
    refusals: { 404: 'No institute has that `id`', 409: 'Another institute has this email' },
  },
  platformStats: {
    summary: 'Counts across every institute',
    tag: 'Institutes',
    access: 'superadmin',
    answers: { 200: { description: 'The counts', schema: statsAnswer, example: { success: true, stats: examples.stats } } },
  },
  createAdmin: {
    summary: 'Add an admin to an institute and mail their credentials',
    description: 'The admin signs in with a temporary password sent by mail, and must change it first.',
    tag: 'Admins',
    access: 'superadmin',
    body: createAdminSchema,
    bodyExample: { email: examples.admin.email, instituteId: examples.instituteId, name: examples.admin.name },
    answers: { 201: { description: 'The admin, added', schema: adminAnswer, example: { success: true, admin: examples.admin } } },
    refusals: { 404: 'No institute has that `instituteId`', 409: 'An admin with this email exists' },
  },
  resendAdminCredentials: {
    summary: 'Mail an admin a fresh temporary password',
    description:
      'For an admin who cannot sign in (they signed out before changing the temporary password, or lost it). Every ' +
      'session of theirs ends, so only the new password opens the account.',
    tag: 'Admins',
    access: 'superadmin',
    body: resendCredentialsSchema,
    bodyExample: { adminId: examples.admin.id },
    answers: {
      200: {
        description: 'Sent; the message says to whom',
        schema: resendCredentialsAnswer,
        example: { success: true, message: credentialsSent(examples.admin.email) },
      },
    },
    refusals: { 404: 'No admin has that `adminId`' },
  },
  listAdmins: {
    summary: 'An institute’s admins, by name',
    tag: 'Admins',
    access: 'superadmin',
    query: adminListQuerySchema,
    answers: {
      200: { description: 'The admins', schema: adminListAnswer, example: { success: true, data: [examples.admin] } },
    },
    refusals: { 404: 'No institute has that `instituteId`' },
  },
  updateAdmin: {
    summary: 'Rename an admin',
    tag: 'Admins',
    access: 'superadmin',
    body: updateAdminSchema,
    bodyExample: { adminId: examples.admin.id, name: 'Asha Krishnan' },
    answers: {
      200: {
        description: 'The admin, renamed',
        schema: adminAnswer,
        example: { success: true, admin: { ...examples.admin, name: 'Asha Krishnan' } },
      },
    },
    refusals: { 404: 'No admin has that `adminId`' },
  },
  deleteAdmin: {
    summary: 'Delete an admin; their sessions end',
    description:
      'The last admin holding every permission stays while admins restricted by custom roles remain: someone must ' +
      'be able to change the roles.',
    tag: 'Admins',
    access: 'superadmin',
    query: adminDeleteQuerySchema,
    answers: { 200: { description: 'The admin, deleted', schema: successAnswer, example: { success: true } } },
    refusals: {
      404: 'No admin has that `adminId`',
      409:
        'The admin is the institute’s last with every permission, and admins restricted by custom roles remain; or ' +
        'they recorded attendance, which names them for good',
    },
  },
  adminInstitute: ownInstitute('admin'),
  teacherInstitute: ownInstitute('teacher'),
  studentInstitute: ownInstitute('student'),
  parentInstitute: ownInstitute('parent'),
});
