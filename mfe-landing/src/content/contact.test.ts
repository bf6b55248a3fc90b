import { mailtoHref, telHref, whatsappHref } from './contact';

test('contact links are well-formed mailto, tel and wa.me addresses', () => {
  expect(mailtoHref('hello@school.test')).toMatch(/^mailto:hello@school\.test\?subject=/);
  expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
  expect(whatsappHref('+91 91234 56789')).toMatch(/^https:\/\/wa\.me\/919123456789\?text=/);
});
