import type { OutgoingMail } from '../mail/outbox';
import type { StoredEnquiry } from './enquiry-store';

export const enquirySubject = (instituteName: string) => `New institute registration: ${instituteName}`;

/** Tells a super admin everything a representative needs to call the institute back. */
export function enquiryMail(enquiry: StoredEnquiry, recipient: { id: string; email: string }): OutgoingMail {
  const text = [
    'A new institute has asked to register on RollCall. Please call them back to verify the institute and activate access.',
    '',
    `Institute: ${enquiry.instituteName}`,
    `Contact person: ${enquiry.contactName}`,
    `Email: ${enquiry.email}`,
    `Phone: ${enquiry.phoneNumber}`,
    `Students: ${enquiry.students ?? 'not given'}`,
    `Message: ${enquiry.message || 'none'}`,
    `Received: ${enquiry.createdAt.toUTCString()}`,
    `Enquiry id: ${enquiry.id}`,
    '',
    'RollCall - Attendance That Cares',
  ].join('\n');
  return {
    idempotencyKey: `registration-enquiry:${enquiry.id}:${recipient.id}`,
    to: recipient.email,
    subject: enquirySubject(enquiry.instituteName),
    text,
  };
}
