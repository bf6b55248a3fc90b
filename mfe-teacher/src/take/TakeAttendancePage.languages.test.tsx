import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, type Route } from '@rollcall/api-client/testing';
import { attendanceMessages } from '@rollcall/contracts';
import type { Language } from '@rollcall/contracts';
import { chooseLanguage } from '@rollcall/i18n';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderTeacher, teacherGatewayIn } from '../../test/area';
import { rosterAnswer, rosterOf, rosterPath, subjectFixtures, subjectsAnswer, TODAY, todayAnswer } from '../../test/fixtures';

const { maths } = subjectFixtures;
const TAKE = `/teacher/take/${maths.id}/${TODAY}/1`;
const ROSTER = `${rosterPath(maths.id)}&period=1`;

/** The register of a class of `count` in `language`; the server saves what it is sent. */
function registerIn(language: Language, count: number, post?: Route) {
  chooseLanguage(language);
  const saved: Route = (request) => {
    const { id, marks } = request.body as { id: string; marks: Array<{ status: string }> };
    const absent = marks.filter((mark) => mark.status === 'absent').length;
    return { status: 201, body: { success: true, lecture: { id, present: marks.length - absent, absent } } };
  };
  teacherGatewayIn(language, {
    'GET /teacher/today': todayAnswer(),
    'GET /teacher/subjects': subjectsAnswer(),
    [ROSTER]: rosterAnswer(rosterOf(count)),
    'POST /teacher/lectures': post ?? saved,
  });
  renderTeacher(TAKE);
}

beforeEach(() => localStorage.clear());
afterEach(() => act(() => chooseLanguage('en')));

describe('Take attendance in Hindi and Tamil', () => {
  it('reads in Hindi: the page, the marks, the hint and the save button', async () => {
    registerIn('hi', 5);
    const register = await screen.findByRole('list', { name: 'हाज़िरी रजिस्टर' });
    expect(screen.getByRole('heading', { level: 1, name: 'हाज़िरी लें' })).toBeInTheDocument();
    expect(screen.getByText('Mathematics (MA101) · Class 10 A · पीरियड 1 · सोमवार, 23 नवंबर')).toBeInTheDocument();
    expect(within(register).getAllByRole('button')[0]).toHaveTextContent('10A-01Asha Vermaउपस्थित');
    expect(screen.getByText('सभी पहले उपस्थित हैं: किसी छात्र को अनुपस्थित करने के लिए उसके नाम पर टैप करें।')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Ravi Kumar/ }));
    expect(screen.getByRole('button', { name: /Ravi Kumar/ })).toHaveTextContent('अनुपस्थित');
    expect(screen.getByRole('button', { name: 'हाज़िरी सहेजें' })).toBeInTheDocument();
  });

  it.each([
    ['hi', 5, '5 छात्रों में से 4 उपस्थित', 'हाज़िरी सहेज ली गई: 4 छात्र उपस्थित रहे, 1 अनुपस्थित'],
    ['hi', 2, '2 छात्रों में से 1 उपस्थित', 'हाज़िरी सहेज ली गई: 1 छात्र उपस्थित रहा, 1 अनुपस्थित'],
    ['ta', 5, '5 மாணவர்களில் 4 பேர் வருகை', 'வருகை சேமிக்கப்பட்டது: 4 மாணவர்கள் வருகை, 1 பேர் வரவில்லை'],
    ['ta', 2, '2 மாணவர்களில் 1 பேர் வருகை', 'வருகை சேமிக்கப்பட்டது: 1 மாணவர் வருகை, 1 பேர் வரவில்லை'],
  ] as const)(
    'counts in %s plural forms (%i students, one absent) and confirms the save',
    async (language, size, line, saved) => {
      registerIn(language, size);
      await screen.findByRole('list', { name: language === 'hi' ? 'हाज़िरी रजिस्टर' : 'வருகைப் பதிவேடு' });
      await userEvent.click(screen.getByRole('button', { name: /Asha Verma/ }));
      expect(screen.getByText(line)).toHaveAttribute('role', 'status');
      await userEvent.click(screen.getByRole('button', { name: language === 'hi' ? 'हाज़िरी सहेजें' : 'வருகையைச் சேமி' }));
      expect(await screen.findByRole('heading', { level: 2, name: saved })).toBeInTheDocument();
    },
  );

  it('counts one student of one in the singular forms', async () => {
    registerIn('hi', 1);
    await screen.findByRole('list', { name: 'हाज़िरी रजिस्टर' });
    expect(screen.getByText('1 छात्र में से 1 उपस्थित')).toHaveAttribute('role', 'status');
    act(() => chooseLanguage('ta'));
    expect(await screen.findByText('1 மாணவரில் 1 பேர் வருகை')).toBeInTheDocument();
  });

  it('says in Hindi why the server refused a register, its English answer found by its words', async () => {
    registerIn('hi', 5, failure(409, attendanceMessages.alreadyTaken));
    await screen.findByRole('list', { name: 'हाज़िरी रजिस्टर' });
    await userEvent.click(screen.getByRole('button', { name: 'हाज़िरी सहेजें' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'सहेजा नहीं गया' })).toBeInTheDocument();
    expect(screen.getByText('इस लेक्चर की हाज़िरी पहले ही ली जा चुकी है')).toBeInTheDocument();
  });

  it.each([
    [
      400,
      attendanceMessages.rosterMismatch(['10A-02 Ravi Kumar'], []),
      'रजिस्टर के निशान इस तारीख़ की छात्र-सूची से मेल नहीं खाते; छूटे हुए: 10A-02 Ravi Kumar',
    ],
    [
      400,
      attendanceMessages.rosterMismatch(
        rosterOf(8).map((student) => `${student.rollNumber} ${student.name}`),
        [],
      ),
      'रजिस्टर के निशान इस तारीख़ की छात्र-सूची से मेल नहीं खाते; छूटे हुए: 10A-01 Asha Verma, 10A-02 Ravi Kumar, 10A-03 Zoya Khan, 10A-04 Kabir Shah, 10A-05 Isha Nair और 3 अन्य',
    ],
    [
      409,
      attendanceMessages.studentInOtherLecture('10A-01 Asha Verma', 'Physics', 'Class 10 A', 1),
      '10A-01 Asha Verma इस तारीख़ को पीरियड 1 में पहले से Physics (Class 10 A) के लेक्चर में हैं',
    ],
  ] as const)(
    'says in Hindi a refusal (%i) that names students and lectures, their names as the server wrote them',
    async (status, message, hindi) => {
      registerIn('hi', 5, failure(status, message));
      await screen.findByRole('list', { name: 'हाज़िरी रजिस्टर' });
      await userEvent.click(screen.getByRole('button', { name: 'हाज़िरी सहेजें' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'सहेजा नहीं गया' })).toBeInTheDocument();
      expect(screen.getByText(hindi)).toBeInTheDocument();
    },
  );

  it('says in Hindi that no student is enrolled on the day, in the words of the server’s refusal', async () => {
    registerIn('hi', 0);
    expect(await screen.findByText('इस तारीख़ को इस विषय में कोई छात्र नामांकित नहीं है')).toBeInTheDocument();
  });

  it('has no serious accessibility violation in Hindi', async () => {
    registerIn('hi', 5);
    await screen.findByRole('list', { name: 'हाज़िरी रजिस्टर' });
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
