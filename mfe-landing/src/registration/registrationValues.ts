import type { RegistrationEnquiryInput } from '@rollcall/contracts';

/** What the visitor has typed, field by field. */
export type RegistrationValues = {
  instituteName: string;
  contactName: string;
  email: string;
  phoneNumber: string;
  students: string;
  message: string;
};

export const emptyRegistration: RegistrationValues = {
  instituteName: '',
  contactName: '',
  email: '',
  phoneNumber: '',
  students: '',
  message: '',
};

/** The request body: optional fields left blank are left out; the student count is sent as a number. */
export function toEnquiry(values: RegistrationValues): RegistrationEnquiryInput {
  const students = values.students.trim();
  const message = values.message.trim();
  return {
    instituteName: values.instituteName,
    contactName: values.contactName,
    email: values.email,
    phoneNumber: values.phoneNumber,
    ...(students ? { students: Number(students) } : {}),
    ...(message ? { message } : {}),
  };
}
