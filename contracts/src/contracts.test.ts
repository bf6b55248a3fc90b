import {
  changePasswordSchema,
  createAdminSchema,
  createInstituteSchema,
  errorMessage,
  issueMessages,
  loginSchema,
  messages,
  defaultLoginRole,
  registrationEnquirySchema,
  roleLabel,
  roleOptions,
  updateAdminSchema,
  updateInstituteSchema,
} from './index';
import { identityHeaders, IDENTITY_HEADER, SIGNATURE_HEADER, verifyIdentity } from './internal';
import { firstMessagePerField } from '@rollcall/ui-kit/forms';
import type { z } from 'zod';

/** What a form shows under each input for a failed parse: the first message about each field. */
const fieldErrors = (error: z.ZodError) => firstMessagePerField(error.issues);

const id = '0b8c9d2e-5f4a-4b3c-9d2e-1a2b3c4d5e6f';
const institute = {
  name: ' Springfield College ',
  email: 'Office@Springfield.edu',
  phoneNumber: '+91 98765 43210',
  address: '1 Main St',
};

describe('login', () => {
  it('accepts a valid login and lower-cases the email', () => {
    const parsed = loginSchema.parse({ role: 'student', email: 'A@B.co', password: 'Str0ng!pass' });
    expect(parsed.email).toBe('a@b.co');
  });
  it.each([
    ['short', 'Ab1!'],
    ['no symbol', 'Abcdefg1'],
    ['no digit', 'Abcdefg!'],
    ['no upper', 'abcdefg1!'],
    ['no lower', 'ABCDEFG1!'],
  ])('rejects a weak password (%s)', (_, password) => {
    const result = loginSchema.safeParse({ role: 'admin', email: 'a@b.co', password });
    expect(result.success).toBe(false);
    expect(issueMessages(result.error!)).toEqual([messages.strongPassword]);
  });
  it('rejects a bad email and an unknown role with the spec texts', () => {
    const result = loginSchema.safeParse({ role: 'owner', email: 'nope', password: 'Str0ng!pass' });
    expect(fieldErrors(result.error!)).toEqual({ role: messages.roleRequired, email: messages.validEmail });
  });
  it('rejects unknown fields and wrong types', () => {
    const result = loginSchema.safeParse({ role: 'admin', email: 42, password: 'Str0ng!pass', isAdmin: true });
    expect(issueMessages(result.error!)).toEqual(expect.arrayContaining([messages.validEmail, 'Unknown field: isAdmin']));
  });
  it('asks for a valid email when the login email is missing', () => {
    const result = loginSchema.safeParse({ role: 'admin', email: '  ', password: 'Str0ng!pass' });
    expect(fieldErrors(result.error!)).toEqual({ email: messages.validEmail });
  });
  it('wants the new password strong and different', () => {
    expect(changePasswordSchema.safeParse({ currentPassword: 'Str0ng!pass', newPassword: 'weak' }).success).toBe(false);
    const same = changePasswordSchema.safeParse({ currentPassword: 'Str0ng!pass', newPassword: 'Str0ng!pass' });
    expect(issueMessages(same.error!)).toEqual([messages.newPasswordMustDiffer]);
  });
});

describe('institutes', () => {
  it('trims and accepts a full institute', () => {
    expect(createInstituteSchema.parse(institute)).toEqual({
      ...institute,
      name: 'Springfield College',
      email: 'office@springfield.edu',
    });
  });
  it('reports every blank field with its own message', () => {
    const result = createInstituteSchema.safeParse({ name: '  ', email: '', phoneNumber: ' ', address: '' });
    expect(fieldErrors(result.error!)).toEqual({
      name: messages.instituteNameRequired,
      email: messages.emailRequired,
      phoneNumber: messages.phoneRequired,
      address: messages.addressRequired,
    });
  });
  it('the edit form uses the simple email pattern', () => {
    expect(updateInstituteSchema.safeParse({ id, ...institute, email: 'a@b.c' }).success).toBe(true);
    const result = updateInstituteSchema.safeParse({ id, ...institute, email: 'a b@c.d' });
    expect(fieldErrors(result.error!).email).toBe(messages.validEmail);
  });
});

describe('admins', () => {
  it('needs an institute', () => {
    const result = createAdminSchema.safeParse({ email: 'a@b.co', instituteId: '', name: 'A' });
    expect(issueMessages(result.error!)).toEqual([messages.selectInstitute]);
  });
  it('trims the edited name and caps it at 100 characters', () => {
    expect(updateAdminSchema.parse({ adminId: id, name: '  Ravi  ' }).name).toBe('Ravi');
    expect(updateAdminSchema.safeParse({ adminId: id, name: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('control characters', () => {
  const enquiry = { instituteName: 'Riverside', contactName: 'Meera', email: 'meera@riverside.in', phoneNumber: '080 1234' };
  const oneLine = (label: string) => `${label} must not contain line breaks or control characters`;

  it.each([
    ['NUL', '\u0000'],
    ['CR LF', '\r\n'],
    ['LF', '\n'],
    ['tab', '\t'],
    ['escape', '\u001b'],
    ['DEL', '\u007f'],
  ])('one-line fields refuse %s inside the value', (_name, control) => {
    const bad = `A${control}B`;
    expect(fieldErrors(createInstituteSchema.safeParse({ ...institute, name: bad, phoneNumber: bad }).error!)).toEqual({
      name: oneLine('Institute name'),
      phoneNumber: oneLine('Phone number'),
    });
    expect(fieldErrors(registrationEnquirySchema.safeParse({ ...enquiry, instituteName: bad, contactName: bad }).error!)).toEqual(
      {
        instituteName: oneLine('Institute name'),
        contactName: oneLine('Your name'),
      },
    );
    expect(issueMessages(updateAdminSchema.safeParse({ adminId: id, name: bad }).error!)).toEqual([oneLine('Admin name')]);
    expect(issueMessages(createAdminSchema.safeParse({ instituteId: id, email: 'a@b.co', name: bad }).error!)).toEqual([
      oneLine('Admin name'),
    ]);
    expect(issueMessages(createAdminSchema.safeParse({ instituteId: id, email: `a${control}b@c.co`, name: 'A' }).error!)).toEqual(
      [messages.validEmail],
    );
    expect(fieldErrors(updateInstituteSchema.safeParse({ id, ...institute, email: `a${control}@b.co` }).error!)).toEqual({
      email: messages.validEmail,
    });
  });

  it('multi-line fields keep line breaks and tabs but refuse NUL and the other controls', () => {
    expect(createInstituteSchema.parse({ ...institute, address: '1 Main St\r\n\tKolkata' }).address).toBe(
      '1 Main St\r\n\tKolkata',
    );
    expect(registrationEnquirySchema.parse({ ...enquiry, message: 'Line one\nLine two' }).message).toBe('Line one\nLine two');
    for (const control of ['\u0000', '\u0007', '\u001b', '\u007f']) {
      expect(fieldErrors(createInstituteSchema.safeParse({ ...institute, address: `1 Main${control} St` }).error!)).toEqual({
        address: 'Address must not contain control characters',
      });
      expect(fieldErrors(registrationEnquirySchema.safeParse({ ...enquiry, message: `Hi${control}` }).error!)).toEqual({
        message: 'Message must not contain control characters',
      });
    }
  });

  it('trims line breaks at either end and keeps the required texts for blank values', () => {
    expect(createInstituteSchema.parse({ ...institute, name: '\r\nSpringfield College\n' }).name).toBe('Springfield College');
    expect(fieldErrors(createInstituteSchema.safeParse({ ...institute, name: '\r\n', address: '\n\t' }).error!)).toEqual({
      name: messages.instituteNameRequired,
      address: messages.addressRequired,
    });
  });

  it('leaves other scripts and symbols alone', () => {
    expect(createInstituteSchema.parse({ ...institute, name: 'विद्या भवन – शाखा №2' }).name).toBe('विद्या भवन – शाखा №2');
  });
});

describe('errorMessage', () => {
  it('prefers errors[0], then the own message, then the fallback', () => {
    expect(errorMessage({ data: { errors: ['Email taken'] }, message: 'x' }, 'f')).toBe('Email taken');
    expect(errorMessage(new Error('Network down'), 'f')).toBe('Network down');
    expect(errorMessage(null, messages.loginFallback)).toBe('Something went wrong');
  });
});

describe('signed identity', () => {
  const identity = { role: 'admin' as const, userId: id, instituteId: id };
  it('round-trips and refuses tampering, another secret and age', () => {
    const headers = identityHeaders('secret', identity, 1_000);
    expect(verifyIdentity('secret', headers[IDENTITY_HEADER], headers[SIGNATURE_HEADER], 1_000)).toEqual(identity);
    expect(verifyIdentity('other', headers[IDENTITY_HEADER], headers[SIGNATURE_HEADER], 1_000)).toBeNull();
    const forged = Buffer.from(JSON.stringify({ ...identity, role: 'superadmin', issuedAt: 1_000 })).toString('base64url');
    expect(verifyIdentity('secret', forged, headers[SIGNATURE_HEADER], 1_000)).toBeNull();
    expect(verifyIdentity('secret', headers[IDENTITY_HEADER], headers[SIGNATURE_HEADER], 1_000 + 61_000)).toBeNull();
    expect(verifyIdentity('secret', undefined, undefined)).toBeNull();
  });
});

describe('roleLabel', () => {
  it('names a role as the login form does', () => {
    expect(roleLabel('superadmin')).toBe('Super Admin');
    expect(roleLabel('teacher')).toBe('Teacher');
    expect(roleLabel('parent')).toBe('Parent');
    expect(roleLabel('gateway')).toBe('gateway');
  });
});

describe('the login roles', () => {
  it('are offered as Super Admin, Admin, Teacher, Student, Parent, with Student the default', () => {
    expect(roleOptions.map((option) => option.label)).toEqual(['Super Admin', 'Admin', 'Teacher', 'Student', 'Parent']);
    expect(defaultLoginRole).toBe('student');
  });

  it('let a parent sign in', () => {
    expect(loginSchema.parse({ role: 'parent', email: 'p@b.co', password: 'Str0ng!pass' }).role).toBe('parent');
  });
});
