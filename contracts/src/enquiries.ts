import { z } from 'zod';
import { successAnswerOf } from './errors';
import { email, multiLine, requiredText } from './fields';
import { messages } from './messages';
import { minutesText } from './minutes';
import { strictObject } from './strict';

export const ENQUIRY_MESSAGE_MAX = 1000;
export const ENQUIRY_STUDENTS_MAX = 1_000_000;

export const enquiryMessages = {
  contactNameRequired: 'Your name is required',
  students: `Number of students must be a whole number between 1 and ${ENQUIRY_STUDENTS_MAX.toLocaleString('en-US')}`,
  messageTooLong: messages.fieldTooLong('Message', ENQUIRY_MESSAGE_MAX),
} as const;

/** The first onboarding step: an institute asks to sign up; a representative calls back to verify it. */
export const registrationEnquirySchema = strictObject({
  instituteName: requiredText(messages.instituteNameRequired, 'Institute name'),
  contactName: requiredText(enquiryMessages.contactNameRequired, 'Your name'),
  email: email(),
  phoneNumber: requiredText(messages.phoneRequired, 'Phone number', 40),
  students: z
    .number({ error: enquiryMessages.students })
    .int({ error: enquiryMessages.students })
    .min(1, { error: enquiryMessages.students })
    .max(ENQUIRY_STUDENTS_MAX, { error: enquiryMessages.students })
    .optional(),
  message: multiLine(
    z.string({ error: 'Message must be text' }).trim().max(ENQUIRY_MESSAGE_MAX, { error: enquiryMessages.messageTooLong }),
    messages.controlCharacters('Message'),
    messages.cannotBeStored('Message'),
  ).optional(),
});
export type RegistrationEnquiryInput = z.input<typeof registrationEnquirySchema>;
/** A visitor's enquiry as parsed, before it is stored. */
export type NewRegistrationEnquiry = z.output<typeof registrationEnquirySchema>;

/** A stored enquiry as the super admin reads it (GET /superadmin/enquiries). */
export const registrationEnquiryRecordSchema = z
  .object({
    id: z.uuid(),
    instituteName: z.string(),
    contactName: z.string(),
    email: z.email(),
    phoneNumber: z.string(),
    students: z.number().int().nullable().describe('How many students the institute has, if the visitor said.'),
    message: z.string().nullable(),
    createdAt: z.iso.datetime().describe('When it was sent (ISO 8601, UTC).'),
  })
  .meta({ id: 'RegistrationEnquiry', description: 'An institute asking to join the platform.' });
export type RegistrationEnquiry = z.infer<typeof registrationEnquiryRecordSchema>;

export const enquiryListAnswer = successAnswerOf({
  data: z.array(registrationEnquiryRecordSchema).describe('Newest first.'),
});
export type EnquiryListResponse = z.infer<typeof enquiryListAnswer>;

/** The gateway's answer when one address sends too many enquiries. */
export const tooManyEnquiries = (minutes: number) =>
  `Too many registration requests from your network. Please try again in ${minutesText(minutes)}.`;
