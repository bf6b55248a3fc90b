import { act, screen } from '@testing-library/react';
import { failure, type Route } from '@rollcall/api-client/testing';
import { attendanceMessages, type Language, reportMessages, setupMessages } from '@rollcall/contracts';
import { chooseLanguage } from '@rollcall/i18n';
import { renderTeacher, teacherGatewayIn } from '../test/area';
import { rosterPath, subjectFixtures, subjectsAnswer, todayAnswer } from '../test/fixtures';

const { maths } = subjectFixtures;

/** The teacher area in `language`, with the page's own calls. */
function openIn(language: Language, at: string, routes: Record<string, Route>) {
  chooseLanguage(language);
  teacherGatewayIn(language, { 'GET /teacher/today': todayAnswer(), 'GET /teacher/subjects': subjectsAnswer(), ...routes });
  renderTeacher(at);
}

beforeEach(() => localStorage.clear());
afterEach(() => act(() => chooseLanguage('en')));

describe('Why a list failed, in the teacher’s language', () => {
  it('says in Hindi that the roster’s subject was not found, the server’s English found by its words', async () => {
    openIn('hi', `/teacher/classes/${maths.id}`, { [rosterPath(maths.id)]: failure(404, setupMessages.subjectNotFound) });
    expect(await screen.findByRole('alert')).toHaveTextContent('छात्रों की सूची लोड नहीं हो सकी: विषय नहीं मिला');
  });

  it('says in Hindi why past lectures did not load', async () => {
    openIn('hi', `/teacher/history?subjectId=${maths.id}`, {
      [`GET /teacher/lectures?subjectId=${maths.id}`]: failure(403, attendanceMessages.notYourSubject),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('लेक्चर लोड नहीं हो सके: आप यह विषय नहीं पढ़ाते');
  });

  it('says in Tamil why a report cannot be shown, with its counts', async () => {
    openIn('ta', '/teacher/classes/reports', {
      'GET /teacher/reports/attendance': failure(400, reportMessages.tooLarge(1250, 96)),
    });
    expect(await screen.findByText(/^இந்த அறிக்கையில் 1,250 மாணவர்களும் 96 பாடவேளைகளும் உள்ளன:/)).toBeInTheDocument();
  });

  it('shows words no catalogue knows as the server wrote them', async () => {
    openIn('hi', `/teacher/classes/${maths.id}`, { [rosterPath(maths.id)]: failure(500, 'Disk quota exceeded') });
    expect(await screen.findByRole('alert')).toHaveTextContent('छात्रों की सूची लोड नहीं हो सकी: Disk quota exceeded');
  });
});
