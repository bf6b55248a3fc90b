import { act, renderHook } from '@testing-library/react';
import {
  attendanceMessages,
  FIRST_DAY,
  gatewayMessages,
  LAST_DAY,
  LEAVE_DAYS_MAX,
  type Language,
  leaveMessages,
  messages,
  PERIOD_MAX,
  passwordResetMessages,
  reportMessages,
  setupMessages,
} from '@rollcall/contracts';
import { chooseLanguage } from '../language-store';
import { defineTexts } from '../texts';
import { contractReader, contractSource, contractTexts, useContractText } from './contract-texts';
import english from './en.messages.json';

const ids = Object.keys(english) as Array<keyof typeof english>;
// The English catalogue as the browser receives it (compiled), which a Hindi or Tamil reader downloads to read texts.
const compiledEnglish = english as unknown as Parameters<typeof contractReader>[0];
const contractMessageOf = contractReader(compiledEnglish);

/** `count` students of class 10 A, by roll number and name, as the server names them. */
const classOf = (count: number) =>
  Array.from({ length: count }, (_, index) => `10A-${String(index + 1).padStart(2, '0')} Student ${index + 1}`);

/** What each catalogued function of contracts is called with, as the server calls it: every form of its words. */
const calls: Record<string, unknown[][]> = {
  'gateway.tooManySignInAttempts': [[1], [15]],
  'gateway.tooManyPasswordResets': [[1], [15]],
  'messages.dateOutOfRange': [[FIRST_DAY, LAST_DAY]],
  'messages.lineBreaksOrControlCharacters': [['Reason'], ['Note'], ['Admin name']],
  'attendance.outsideSemester': [['Odd semester', '2026-06-01', '2026-11-30']],
  'attendance.rosterMismatch': [
    [[], []],
    [['10A-01 Asha Verma', '10A-02 Ravi Kumar'], []],
    [[], ['10B-07 Sita Rao']],
    [
      ['10A-01 Asha Verma', '10A-02 Ravi Kumar'],
      ['10B-07 Sita Rao', '0b6f6f9e-1c1a-4d55-9a51-3f1d1e7c2a10'],
    ],
    [classOf(8), classOf(6)],
    [classOf(5), classOf(1000)],
  ],
  'attendance.studentInOtherLecture': [['10A-01 Asha Verma', 'Physics', 'Class 10 A', 3]],
  'attendance.sameStatus': [['present'], ['absent']],
  'attendance.correctionWindowClosed': [[0], [1], [7]],
  // Counts past a lakh, as en-IN groups them (1,20,000).
  'report.tooLarge': [
    [40, 2600],
    [120_000, 1],
  ],
};
const writtenBy = (id: string) => {
  const source = contractSource(id) as (...values: unknown[]) => string;
  return (calls[id] ?? []).map((values) => source(...values));
};

afterEach(() => chooseLanguage('en'));

describe('the contracts’ texts', () => {
  it('are, in English, word for word what contracts say, with the values read back from the text', async () => {
    const en = defineTexts(english, () => Promise.reject(new Error('English is all there is'))).english;
    for (const id of ids) {
      const source = contractSource(id);
      const texts = typeof source === 'function' ? writtenBy(id) : [source];
      // A function of contracts without calls above would go unchecked.
      expect([id, texts.length > 0]).toEqual([id, true]);
      for (const text of texts) {
        const known = contractMessageOf(text ?? '');
        expect([text, known?.id]).toEqual([text, id]);
        expect(en(id, known?.values)).toBe(text);
      }
    }
  });

  it('find the message of an English text, with the values it carries; other texts are none of theirs', () => {
    expect(contractMessageOf(messages.validEmail)).toEqual({ id: 'messages.validEmail', values: {} });
    expect(contractMessageOf(gatewayMessages.tooManySignInAttempts(7))).toEqual({
      id: 'gateway.tooManySignInAttempts',
      values: { minutes: 7 },
    });
    expect(contractMessageOf(leaveMessages.tooLong)).toEqual({ id: 'leave.tooLong', values: { days: LEAVE_DAYS_MAX } });
    expect(contractMessageOf(attendanceMessages.sameStatus('absent'))).toEqual({
      id: 'attendance.sameStatus',
      values: { status: 'absent' },
    });
    expect(contractMessageOf(attendanceMessages.rosterMismatch(['10A-01 Asha Verma'], []))).toEqual({
      id: 'attendance.rosterMismatch',
      values: { missing: '10A-01 Asha Verma', moreMissing: 0, unexpected: 'none' },
    });
    // A long list names its first five, and how many more: the count is read apart from the names.
    expect(contractMessageOf(attendanceMessages.rosterMismatch(classOf(8), classOf(1000)))).toEqual({
      id: 'attendance.rosterMismatch',
      values: {
        missing: classOf(5).join(', '),
        moreMissing: 3,
        unexpected: classOf(5).join(', '),
        moreUnexpected: 995,
      },
    });
    expect(contractMessageOf(attendanceMessages.validPeriod)).toEqual({
      id: 'attendance.validPeriod',
      values: { last: PERIOD_MAX },
    });
    expect(contractMessageOf(attendanceMessages.studentInOtherLecture('10A-01 Asha Verma', 'Physics', '10 A', 3))).toEqual({
      id: 'attendance.studentInOtherLecture',
      values: { student: '10A-01 Asha Verma', subject: 'Physics', className: '10 A', period: '3' },
    });
    expect(contractMessageOf('Your password is incorrect')).toBeNull();
    expect(contractMessageOf('Wait 5 minutes')).toBeNull();
    // The words of a known message around a value it never writes: a plural's count is digits.
    expect(contractMessageOf('Too many sign-in attempts. Please try again in a few minutes.')).toBeNull();
    expect(contractMessageOf('The correction window of 1 days has closed: only the office can correct this mark now')).toBeNull();
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

  describe('that carry several values, from the English text the server writes', () => {
    const readIn = async (language: 'hi' | 'ta', text: string) => {
      const known = contractMessageOf(text);
      if (!known) throw new Error(`not a text of contracts: ${text}`);
      return (await contractTexts.textsIn(language))(known.id, known.values);
    };

    it.each([
      [
        attendanceMessages.outsideSemester('Odd semester', '2026-06-01', '2026-11-30'),
        'यह तारीख़ विषय के सेमेस्टर में नहीं आती: Odd semester 2026-06-01 से 2026-11-30 तक है',
        'இந்தத் தேதி பாடத்தின் பருவத்திற்குள் இல்லை: Odd semester 2026-06-01 முதல் 2026-11-30 வரை நடைபெறுகிறது',
      ],
      [
        attendanceMessages.rosterMismatch(['10A-01 Asha Verma', '10A-02 Ravi Kumar'], ['10B-07 Sita Rao']),
        'रजिस्टर के निशान इस तारीख़ की छात्र-सूची से मेल नहीं खाते; छूटे हुए: 10A-01 Asha Verma, 10A-02 Ravi Kumar; सूची में नहीं: 10B-07 Sita Rao',
        'குறிகள் இந்தத் தேதியின் மாணவர் பட்டியலுடன் பொருந்தவில்லை; விடுபட்டவர்கள்: 10A-01 Asha Verma, 10A-02 Ravi Kumar; பட்டியலில் இல்லாதவர்கள்: 10B-07 Sita Rao',
      ],
      [
        attendanceMessages.rosterMismatch([], ['10B-07 Sita Rao']),
        'रजिस्टर के निशान इस तारीख़ की छात्र-सूची से मेल नहीं खाते; सूची में नहीं: 10B-07 Sita Rao',
        'குறிகள் இந்தத் தேதியின் மாணவர் பட்டியலுடன் பொருந்தவில்லை; பட்டியலில் இல்லாதவர்கள்: 10B-07 Sita Rao',
      ],
      [
        attendanceMessages.rosterMismatch(classOf(8), classOf(6)),
        `रजिस्टर के निशान इस तारीख़ की छात्र-सूची से मेल नहीं खाते; छूटे हुए: ${classOf(5).join(', ')} और 3 अन्य; सूची में नहीं: ${classOf(5).join(', ')} और 1 अन्य`,
        `குறிகள் இந்தத் தேதியின் மாணவர் பட்டியலுடன் பொருந்தவில்லை; விடுபட்டவர்கள்: ${classOf(5).join(', ')}, மேலும் 3 பேர்; பட்டியலில் இல்லாதவர்கள்: ${classOf(5).join(', ')}, மேலும் ஒருவர்`,
      ],
      [
        attendanceMessages.rosterMismatch([], []),
        'रजिस्टर के निशान इस तारीख़ की छात्र-सूची से मेल नहीं खाते',
        'குறிகள் இந்தத் தேதியின் மாணவர் பட்டியலுடன் பொருந்தவில்லை',
      ],
      [
        attendanceMessages.studentInOtherLecture('10A-01 Asha Verma', 'Physics', 'Class 10 A', 3),
        '10A-01 Asha Verma इस तारीख़ को पीरियड 3 में पहले से Physics (Class 10 A) के लेक्चर में हैं',
        '10A-01 Asha Verma இந்தத் தேதியில் பாடவேளை 3 இல் ஏற்கெனவே Physics (Class 10 A) வகுப்பில் இருக்கிறார்',
      ],
      [attendanceMessages.sameStatus('present'), 'यह निशान पहले से ही उपस्थित है', 'இந்தக் குறி ஏற்கெனவே ‘வருகை’ என்றே உள்ளது'],
      [attendanceMessages.sameStatus('absent'), 'यह निशान पहले से ही अनुपस्थित है', 'இந்தக் குறி ஏற்கெனவே ‘வரவில்லை’ என்றே உள்ளது'],
      [
        attendanceMessages.correctionWindowClosed(1),
        'सुधार के लिए तय 1 दिन की अवधि बीत चुकी है: अब यह निशान केवल कार्यालय ही सुधार सकता है',
        'திருத்துவதற்கான 1 நாள் அவகாசம் முடிந்துவிட்டது: இனி அலுவலகம் மட்டுமே இந்தக் குறியைத் திருத்த முடியும்',
      ],
      [
        attendanceMessages.correctionWindowClosed(7),
        'सुधार के लिए तय 7 दिन की अवधि बीत चुकी है: अब यह निशान केवल कार्यालय ही सुधार सकता है',
        'திருத்துவதற்கான 7 நாட்கள் அவகாசம் முடிந்துவிட்டது: இனி அலுவலகம் மட்டுமே இந்தக் குறியைத் திருத்த முடியும்',
      ],
      [
        messages.dateOutOfRange(FIRST_DAY, LAST_DAY),
        'कृपया 1900-01-01 से 2199-12-31 के बीच की कोई तारीख़ लिखें',
        '1900-01-01 முதல் 2199-12-31 வரையிலான ஒரு தேதியை உள்ளிடவும்',
      ],
      [
        messages.lineBreaksOrControlCharacters('Reason'),
        'कारण में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं होने चाहिए',
        'காரணத்தில் வரி முறிவுகளோ கட்டுப்பாட்டு எழுத்துகளோ இருக்கக்கூடாது',
      ],
      [
        messages.lineBreaksOrControlCharacters('Note'),
        'टिप्पणी में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं होने चाहिए',
        'குறிப்பில் வரி முறிவுகளோ கட்டுப்பாட்டு எழுத்துகளோ இருக்கக்கூடாது',
      ],
      [
        attendanceMessages.emptyRoster,
        'इस तारीख़ को इस विषय में कोई छात्र नामांकित नहीं है',
        'இந்தத் தேதியில் இந்தப் பாடத்தில் மாணவர் எவரும் சேர்க்கப்படவில்லை',
      ],
      [attendanceMessages.validPeriod, 'कृपया 1 से 24 तक का कोई पीरियड चुनें', '1 முதல் 24 வரையிலான ஒரு பாடவேளையைத் தேர்ந்தெடுக்கவும்'],
      [setupMessages.subjectNotFound, 'विषय नहीं मिला', 'பாடம் கிடைக்கவில்லை'],
      [setupMessages.semesterNotFound, 'सेमेस्टर नहीं मिला', 'பருவம் கிடைக்கவில்லை'],
      [gatewayMessages.noAccess, 'आपको इस हिस्से को खोलने की अनुमति नहीं है', 'இந்தப் பகுதியைத் திறக்க உங்களுக்கு அனுமதி இல்லை'],
      [leaveMessages.decidedAlready, 'इस आवेदन पर पहले ही निर्णय हो चुका है', 'இந்தக் கோரிக்கை ஏற்கெனவே முடிவு செய்யப்பட்டது'],
      [reportMessages.subjectNotInSemester, 'यह विषय चुने गए सेमेस्टर में नहीं है', 'இந்தப் பாடம் தேர்ந்தெடுத்த பருவத்தில் இல்லை'],
      [
        reportMessages.tooLarge(120_000, 3),
        'इस रिपोर्ट में 1,20,000 छात्र और 3 लेक्चर पीरियड हैं: यह स्क्रीन पर दिखाने या प्रिंट करने के लिए बहुत बड़ी है। कोई कक्षा, कोई विषय या छोटी अवधि चुनें, या इसे CSV में डाउनलोड करें।',
        'இந்த அறிக்கையில் 1,20,000 மாணவர்களும் 3 பாடவேளைகளும் உள்ளன: திரையில் காட்டவோ அச்சிடவோ இது மிகப் பெரியது. ஒரு வகுப்பையோ பாடத்தையோ குறுகிய காலத்தையோ தேர்ந்தெடுக்கவும், அல்லது CSV ஆகப் பதிவிறக்கவும்.',
      ],
    ])('%s', async (text, hindi, tamil) => {
      expect(await readIn('hi', text)).toBe(hindi);
      expect(await readIn('ta', text)).toBe(tamil);
    });
  });

  describe('shown by useContractText', () => {
    const shownIn = async (language: Language, text: string) => {
      await contractTexts.textsIn(language);
      act(() => chooseLanguage(language));
      return renderHook(() => useContractText()).result.current(text);
    };
    const semester = attendanceMessages.outsideSemester('Odd semester', '2026-06-01', '2026-11-30');

    it('write the days the server wrote as YYYY-MM-DD as the screens write a day, in Hindi and Tamil', async () => {
      expect(await shownIn('hi', semester)).toBe('यह तारीख़ विषय के सेमेस्टर में नहीं आती: Odd semester 1 जून 2026 से 30 नव॰ 2026 तक है');
      expect(await shownIn('ta', semester)).toBe(
        'இந்தத் தேதி பாடத்தின் பருவத்திற்குள் இல்லை: Odd semester 1 ஜூன், 2026 முதல் 30 நவ., 2026 வரை நடைபெறுகிறது',
      );
      expect(await shownIn('hi', messages.dateOutOfRange(FIRST_DAY, LAST_DAY))).toBe(
        'कृपया 1 जन॰ 1900 से 31 दिस॰ 2199 के बीच की कोई तारीख़ लिखें',
      );
    });

    it('keep, in English, the server’s words and its days as they are', async () => {
      expect(await shownIn('en', semester)).toBe(semester);
      expect(await shownIn('en', messages.dateOutOfRange(FIRST_DAY, LAST_DAY))).toBe(
        messages.dateOutOfRange(FIRST_DAY, LAST_DAY),
      );
    });

    it('leave a value that only looks like a day, and any other text, as written', async () => {
      const notADay = attendanceMessages.outsideSemester('2026-02-30', '2026-06-01', '2026-11-30');
      expect(await shownIn('hi', notADay)).toContain(': 2026-02-30 1 जून 2026 से');
      expect(await shownIn('hi', 'Something else on 2026-06-01')).toBe('Something else on 2026-06-01');
    });
  });
});
