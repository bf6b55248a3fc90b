import { act, screen, within } from '@testing-library/react';
import { chooseLanguage } from '@rollcall/i18n';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderTeacher, teacherGatewayIn } from '../../test/area';
import { absenceStreaksOf, calendarFixtures, coverLecture, todayAnswer } from '../../test/fixtures';

const card = (name: string) => screen.findByRole('article', { name });

beforeEach(() => localStorage.clear());
afterEach(() => act(() => chooseLanguage('en')));

describe('Today in Hindi and Tamil', () => {
  it('reads in Hindi: the day, each lecture’s period and state, and the tab bar', async () => {
    chooseLanguage('hi');
    teacherGatewayIn('hi', { 'GET /teacher/today': todayAnswer() });
    renderTeacher('/teacher');
    expect(await screen.findByText('सोमवार, 23 नवंबर')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'आज' })).toBeInTheDocument();
    const maths = await card('Mathematics (MA101)');
    expect(maths).toHaveTextContent('पीरियड 1 · 09:00–09:50 · Class 10 A');
    expect(maths).toHaveTextContent('हाज़िरी नहीं ली गई');
    expect(within(maths).getByRole('button', { name: 'हाज़िरी लें' })).toBeInTheDocument();
    expect(await card('Physics (PH101)')).toHaveTextContent('हाज़िरी ली गई: 60 छात्रों में से 52 उपस्थित');
    expect(screen.getByRole('list', { name: 'आज के लेक्चर' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'शिक्षक के विभाग' })).toHaveTextContent('मेरी कक्षाएँ');
    expect(screen.getByRole('button', { name: 'अतिरिक्त लेक्चर शुरू करें' })).toBeInTheDocument();
  });

  it('reads a holiday, a cover lecture and the absence notice in Hindi, the days in Hindi months', async () => {
    chooseLanguage('hi');
    teacherGatewayIn('hi', { 'GET /teacher/today': todayAnswer([], calendarFixtures.diwali, absenceStreaksOf(1)) });
    renderTeacher('/teacher');
    expect(await screen.findByText('अवकाश: Diwali')).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'लगातार कई दिनों से अनुपस्थित' });
    expect(within(notice).getByRole('listitem')).toHaveTextContent(
      'Asha Verma · 10A-01 · Class 10 A लगातार 3 स्कूली दिनों से अनुपस्थित (गुरु, 19 नव॰ से)',
    );
  });

  it('names a cover lecture in Tamil', async () => {
    chooseLanguage('ta');
    teacherGatewayIn('ta', { 'GET /teacher/today': todayAnswer([coverLecture], calendarFixtures.makeUpSaturday) });
    renderTeacher('/teacher');
    const cover = await card('Chemistry (CH091), மாற்று');
    expect(cover).toHaveTextContent('இன்று வேறொரு ஆசிரியருக்குப் பதிலாக எடுக்கப்படுகிறது');
    expect(screen.getByRole('heading', { level: 1, name: 'இன்று' })).toBeInTheDocument();
  });

  it('has no serious accessibility violation in Hindi', async () => {
    chooseLanguage('hi');
    teacherGatewayIn('hi', { 'GET /teacher/today': todayAnswer(undefined, null, absenceStreaksOf(4)) });
    renderTeacher('/teacher');
    await card('Physics (PH101)');
    await screen.findByText(/हाज़िरी ली गई/);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
