import { gatewayMessages, messages, passwordResetMessages } from '@rollcall/contracts';
import { chooseLanguage } from '../language-store';
import { contractMessageOf, contractSource, contractTexts } from './contract-texts';
import english from './en.messages.json';

const ids = Object.keys(english) as Array<keyof typeof english>;

afterEach(() => chooseLanguage('en'));

describe('the contracts’ texts', () => {
  it('are, in English, word for word what contracts say (a count as its function writes it)', async () => {
    const en = await contractTexts.textsIn('en');
    for (const id of ids) {
      const source = contractSource(id);
      if (typeof source === 'function') {
        for (const count of [1, 5]) expect(contractMessageOf(source(count))?.id).toBe(id);
        expect(en(id, { minutes: 1 })).toBe(source(1));
        expect(en(id, { minutes: 15 })).toBe(source(15));
      } else {
        expect([id, en(id, contractMessageOf(source ?? '')?.values)]).toEqual([id, source]);
      }
    }
  });

  it('find the message of an English text, with its count; other texts are none of theirs', () => {
    expect(contractMessageOf(messages.validEmail)).toEqual({ id: 'messages.validEmail', values: {} });
    expect(contractMessageOf(gatewayMessages.tooManySignInAttempts(7))).toEqual({
      id: 'gateway.tooManySignInAttempts',
      values: { minutes: 7 },
    });
    expect(contractMessageOf('Your password is incorrect')).toBeNull();
    expect(contractMessageOf('Wait 5 minutes')).toBeNull();
  });

  it('read in Hindi and Tamil, counts in each language’s plural forms', async () => {
    const hi = await contractTexts.textsIn('hi');
    expect(hi('messages.validEmail')).toBe('कृपया सही ईमेल पता लिखें');
    expect(hi('passwordReset.linkExpired')).toBe('इस लिंक की समय-सीमा समाप्त हो गई है। कृपया नया लिंक मँगवाएँ।');
    expect(hi('gateway.tooManySignInAttempts', { minutes: 1 })).toBe(
      'साइन इन की बहुत अधिक कोशिशें हुई हैं। कृपया 1 मिनट बाद फिर कोशिश करें।',
    );
    const ta = await contractTexts.textsIn('ta');
    expect(ta('gateway.invalidCredentials')).toBe('மின்னஞ்சல் அல்லது கடவுச்சொல் தவறானது');
    expect(ta('gateway.tooManySignInAttempts', { minutes: 1 })).toContain('1 நிமிடம் கழித்து');
    expect(ta('gateway.tooManySignInAttempts', { minutes: 5 })).toContain('5 நிமிடங்கள் கழித்து');
    expect(passwordResetMessages.linkSent).toContain('30 minutes');
  });
});
