import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type CompiledMessage, interpolate } from './interpolate';

const messages = [
  'Sign in',
  'Welcome, {name}. You signed in as {email}.',
  '{count, plural, one {# student is absent} other {# students are absent}}',
  '{count, plural, =0 {No lectures} one {One lecture} other {# lectures}} today',
  '{count, plural, offset:1 =0 {nobody} =1 {{name}} one {{name} and # other} other {{name} and # others}}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  '{kind, select, core {Core subject} elective {Elective} other {Subject}}',
  '{count, plural, one {# विद्यार्थी अनुपस्थित है} other {# विद्यार्थी अनुपस्थित हैं}}',
  '{minutes, plural, one {# நிமிடம்} other {# நிமிடங்கள்}} கழித்து',
  '{total, number} marks, {name}',
];
const counts = [0, 1, 2, 3, 4, 5, 11, 21, 22, 23, 101, 156420];

describe('interpolate', () => {
  it.each(['en-IN', 'hi-IN', 'ta-IN'])('gives what Lingui’s runtime gives, in %s', (locale) => {
    for (const message of messages) {
      const compiled = compileMessage(message);
      const lingui = setupI18n({ locale, messages: { [locale]: { m: compiled } } });
      for (const count of counts) {
        const values = { count, place: count, minutes: count, total: count, name: 'Asha', email: 'a@b.in', kind: 'core' };
        expect([message, count, interpolate(compiled as CompiledMessage, values, locale)]).toEqual([
          message,
          count,
          lingui._('m', values),
        ]);
      }
    }
  });

  it('writes a count the Indian way and picks each language’s plural form', () => {
    const absent = compileMessage('{count, plural, one {# student} other {# students}}') as CompiledMessage;
    expect(interpolate(absent, { count: 156420 }, 'en-IN')).toBe('1,56,420 students');
    expect(interpolate(absent, { count: 0 }, 'en-IN')).toBe('0 students');
    const hindi = compileMessage('{count, plural, one {# बार} other {# बारें}}') as CompiledMessage;
    expect(interpolate(hindi, { count: 0 }, 'hi-IN')).toBe('0 बार');
  });
});
