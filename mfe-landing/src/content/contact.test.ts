import { mailtoHref, telHref, whatsappHref } from './contact';

const details = { email: 'hello@school.test', phone: '+91 98765 43210', whatsapp: '+91 91234 56789' };

test('contact links are well-formed mailto, tel and wa.me addresses', () => {
  expect(mailtoHref(details)).toMatch(/^mailto:hello@school\.test\?subject=/);
  expect(telHref(details)).toBe('tel:+919876543210');
  expect(whatsappHref(details)).toMatch(/^https:\/\/wa\.me\/919123456789\?text=/);
});
