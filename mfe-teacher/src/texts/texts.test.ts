import { calendarDayLabel } from '@rollcall/contracts';
import { teacherTexts } from './texts';

const english = teacherTexts.english;

describe('the teacher area’s texts', () => {
  it('say, in English, word for word what contracts say of the texts the services also write', () => {
    for (const kind of ['holiday', 'exams'] as const) {
      expect(english(`calendar.${kind}`, { name: 'Diwali' })).toBe(calendarDayLabel({ kind, name: 'Diwali' }));
    }
  });

  it('write a streak of days in Hindi’s and Tamil’s plural forms', async () => {
    const hi = await teacherTexts.textsIn('hi');
    const ta = await teacherTexts.textsIn('ta');
    expect(hi('today.absentSince', { days: 3, since: 'गुरु, 19 नव॰' })).toBe('लगातार 3 स्कूली दिनों से अनुपस्थित (गुरु, 19 नव॰ से)');
    expect(ta('today.absentSince', { days: 3, since: 'X' })).toBe('X முதல் தொடர்ந்து 3 பள்ளி நாட்கள் வரவில்லை');
    expect(hi('classes.students', { count: 1 })).toBe('1 छात्र');
    expect(ta('classes.students', { count: 1 })).toBe('1 மாணவர்');
    expect(ta('classes.students', { count: 40 })).toBe('40 மாணவர்கள்');
    expect(english('classes.students', { count: 1 })).toBe('1 student');
    expect(english('classes.students', { count: 40 })).toBe('40 students');
  });
});
