import { createAdminSchema } from './admins';
import { registrationEnquirySchema } from './enquiries';
import { issueMessages } from './errors';
import { requiredMultilineText, requiredText } from './fields';
import { createInstituteSchema } from './institutes';
import { teacherFieldsSchema } from './people';

const name = requiredText('Name is required', 'Name');
const address = requiredMultilineText('Address is required', 'Address');
const messagesOf = (schema: typeof name | typeof address, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? [] : issueMessages(result.error);
};

const oneLine = 'Name must not contain line breaks or control characters';
const cannotBeStored = (label: string) => `${label} contains characters that cannot be stored`;

describe('the text rule', () => {
  it.each([
    ['a lone high surrogate', '\uD800'],
    ['a lone low surrogate', '\uDC00'],
    ['surrogates in the wrong order', '\uDE00\uD83D'],
    ['U+FFFE', '\uFFFE'],
    ['U+FFFF', '\uFFFF'],
    ['U+FDD0', '\uFDD0'],
    ['U+1FFFF', '\u{1FFFF}'],
  ])('refuses %s in one-line and multi-line fields as text that cannot be stored', (_what, bad) => {
    expect(messagesOf(name, `Asha${bad}Rao`)).toEqual([cannotBeStored('Name')]);
    expect(messagesOf(address, `1 Main St${bad}`)).toEqual([cannotBeStored('Address')]);
  });

  it.each([
    ['NUL', '\u0000'],
    ['a C0 control', '\u0007'],
    ['DEL', '\u007F'],
    ['NEL (U+0085)', '\u0085'],
    ['a C1 control', '\u009B'],
    ['the line separator U+2028', '\u2028'],
    ['the paragraph separator U+2029', '\u2029'],
  ])('refuses %s in both kinds of field', (_what, control) => {
    expect(messagesOf(name, `Asha${control}Rao`)).toEqual([oneLine]);
    expect(messagesOf(address, `1 Main St${control}Kolkata`)).toEqual(['Address must not contain control characters']);
  });

  it('keeps line feeds, carriage returns and tabs in multi-line fields only', () => {
    expect(messagesOf(address, '1 Main St\r\n\tKolkata')).toEqual([]);
    for (const lineBreak of ['\n', '\r', '\t']) expect(messagesOf(name, `Asha${lineBreak}Rao`)).toEqual([oneLine]);
  });

  it.each([
    ['Devanagari', 'अनन्या शर्मा'],
    ['Tamil', 'கார்த்திக் சுப்பிரமணியம்'],
    ['Arabic', 'فاطمة الزهراء'],
    ['Malayalam with a zero-width joiner', 'ന്‍ കൃഷ്ണന്‍'],
    ['an emoji with a skin tone and a joiner', 'Asha 👩🏽‍🏫'],
    ['a character beyond the first plane', '𝓐𝓼𝓱𝓪 𠀀'],
    ['a replacement character the person typed', 'Asha \uFFFD'],
  ])('passes a %s name untouched', (_script, text) => {
    expect(name.parse(text)).toBe(text);
    expect(address.parse(`${text}\n${text}`)).toBe(`${text}\n${text}`);
  });

  it('is the rule of every text field built on the shared builders', () => {
    const institute = { name: 'A\uD800', email: 'a@b.co', phoneNumber: '1\u20282', address: '1 Road\u0085' };
    expect(issueMessages(createInstituteSchema.safeParse(institute).error!)).toEqual([
      cannotBeStored('Institute name'),
      'Phone number must not contain line breaks or control characters',
      'Address must not contain control characters',
    ]);
    const enquiry = {
      instituteName: 'Riverside',
      contactName: 'Meera',
      email: 'm@r.in',
      phoneNumber: '080',
      message: 'Hi\uFFFF',
    };
    expect(issueMessages(registrationEnquirySchema.safeParse(enquiry).error!)).toEqual([cannotBeStored('Message')]);
    const admin = { instituteId: crypto.randomUUID(), email: 'a@b.co', name: 'Ravi\uDFFF' };
    expect(issueMessages(createAdminSchema.safeParse(admin).error!)).toEqual([cannotBeStored('Admin name')]);
    expect(issueMessages(teacherFieldsSchema.safeParse({ name: 'Meera', email: 'me\uD800@b.co' }).error!)).toEqual([
      'Please enter a valid email address',
    ]);
  });
});
