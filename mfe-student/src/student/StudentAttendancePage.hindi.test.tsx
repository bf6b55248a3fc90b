import { screen, within } from '@testing-library/react';
import { ok } from '@rollcall/api-client/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderStudent, signedInStudent, studentGateway } from '../../test/area';
import { attendanceOf, subjectFixtures } from '../../test/fixtures';
import { backToEnglish, intlDay, intlPercent, readingIn } from '../../test/languages';

const gatewayFor = (answer = attendanceOf()) =>
  studentGateway({
    'GET /auth/verify-user': ok(readingIn(signedInStudent, 'hi')),
    'GET /student/attendance': ok({ ...answer }),
  });
const overall = () => screen.findByRole('region', { name: 'कुल उपस्थिति' });
const card = (name: string) => screen.getByRole('article', { name });

// Axe over the whole page (subjects, leave form, day by day) takes more than 5 s on a loaded 2-core machine.
jest.setTimeout(30_000);

afterEach(backToEnglish);

describe('My attendance, for a student who reads Hindi', () => {
  it('reads in Hindi, many of a count in the plural, figures and dates as Hindi writes them', async () => {
    gatewayFor();
    renderStudent('/student');
    const summary = await overall();
    expect(document.documentElement.lang).toBe('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी उपस्थिति' })).toBeInTheDocument();
    expect(screen.getByText('B.Sc. CS Year 2 - A · रोल नंबर 23')).toBeInTheDocument();
    expect(summary).toHaveTextContent(intlPercent('hi-IN', 63.3));
    expect(summary).toHaveTextContent('30 लेक्चरों में से 19 में उपस्थित');
    expect(summary).toHaveTextContent(`न्यूनतम आवश्यक: ${intlPercent('hi-IN', 75)}`);
    expect(summary).toHaveTextContent('2 विषयों में उपस्थिति आवश्यकता से कम है');

    expect(card('Mathematics')).toHaveTextContent('इस सेमेस्टर में 12 लेक्चर बाकी हैं');
    expect(card('Physics')).toHaveTextContent('छूट की आवश्यकता');
    expect(card('Physics')).toHaveTextContent(`${intlPercent('hi-IN', 75)} तक पहुँचने के लिए अगले 3 लेक्चरों में ज़रूर उपस्थित रहें`);
    expect(card('Chemistry')).toHaveTextContent('उपस्थिति कम');
    expect(card('French')).toHaveTextContent('वैकल्पिक');

    const days = screen.getByRole('region', { name: 'दिन-प्रतिदिन' });
    expect(within(days).getByText('नवंबर 2025')).toBeInTheDocument();
    expect(within(days).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(intlDay('hi-IN', '2025-11-19'));
    expect(within(days).getAllByText(/अनुपस्थित/).length).toBeGreaterThan(0);
    expect(screen.queryByText('My attendance')).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says one of a count in the singular', async () => {
    const { physics } = subjectFixtures;
    const one = { ...physics, present: 0, total: 1, percentage: 0, status: 'short' as const };
    gatewayFor(
      attendanceOf({
        overall: { present: 0, total: 1, percentage: 0 },
        subjects: [{ ...one, lecturesNeeded: 1, canMiss: 1, lecturesLeft: 1, maxReachable: 50 }],
      }),
    );
    renderStudent('/student');
    const summary = await overall();
    expect(summary).toHaveTextContent('1 लेक्चर में से 0 में उपस्थित');
    expect(summary).toHaveTextContent('1 विषय में उपस्थिति आवश्यकता से कम है');
    expect(card('Physics')).toHaveTextContent(`${intlPercent('hi-IN', 75)} तक पहुँचने के लिए अगले लेक्चर में ज़रूर उपस्थित रहें`);
    expect(card('Physics')).toHaveTextContent('आप 1 और लेक्चर छोड़ सकते हैं');
    expect(card('Physics')).toHaveTextContent('इस सेमेस्टर में 1 लेक्चर बाकी है');
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
