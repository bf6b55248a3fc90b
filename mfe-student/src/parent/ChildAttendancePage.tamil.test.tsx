import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '@rollcall/api-client/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { parentGateway, renderParent, signedInParent } from '../../test/area';
import { attendanceOf, childFixtures, childrenAnswer, diyaAttendance } from '../../test/fixtures';
import { backToEnglish, intlDay, intlPercent, readingIn } from '../../test/languages';

const { aarav, diya } = childFixtures;
const inTamil = { 'GET /auth/verify-user': ok(readingIn(signedInParent, 'ta')) };
const gatewayFor = (children = childrenAnswer()) =>
  parentGateway({
    ...inTamil,
    'GET /parent/children': children,
    [`GET /parent/children/${aarav.id}/attendance`]: ok({ ...attendanceOf() }),
    [`GET /parent/children/${diya.id}/attendance`]: ok({ ...diyaAttendance }),
  });

// Axe over the whole page (subjects, leave form, day by day) takes more than 5 s on a loaded 2-core machine.
jest.setTimeout(30_000);

afterEach(backToEnglish);

describe('A parent who reads Tamil', () => {
  it("sees their children and a child's attendance in Tamil, figures and dates as Tamil writes them", async () => {
    gatewayFor();
    renderParent('/parent');
    const summary = await screen.findByRole('region', { name: 'மொத்த வருகை' });
    expect(document.documentElement.lang).toBe('ta');
    expect(screen.getByRole('heading', { level: 1, name: 'Aarav Sharma' })).toBeInTheDocument();

    const children = screen.getByRole('navigation', { name: 'உங்கள் குழந்தைகள்' });
    expect(
      within(children)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Aarav SharmaB.Sc. CS Year 2 - A', 'Diya SharmaClass 8 B']);

    expect(summary).toHaveTextContent(intlPercent('ta-IN', 63.3));
    expect(summary).toHaveTextContent('30 வகுப்புகளில் 19 இல் வருகை');
    expect(summary).toHaveTextContent(`குறைந்தபட்சத் தேவை: ${intlPercent('ta-IN', 75)}`);
    expect(summary).toHaveTextContent('2 பாடங்களில் வருகை தேவைக்குக் குறைவாக உள்ளது');

    const maths = screen.getByRole('article', { name: 'Mathematics' });
    expect(maths).toHaveTextContent('தேர்வுக்குத் தகுதி');
    expect(maths).toHaveTextContent('இன்னும் 4 வகுப்புகளைத் தவறவிடலாம்');
    expect(maths).toHaveTextContent('இந்தப் பருவத்தில் 12 வகுப்புகள் மீதமுள்ளன');
    expect(screen.getByRole('article', { name: 'French' })).toHaveTextContent(
      `${intlDay('ta-IN', '2025-10-15')} அன்று கைவிடப்பட்டது`,
    );

    const days = screen.getByRole('region', { name: 'நாள்வாரியாக' });
    expect(within(days).getByText('நவம்பர் 2025')).toBeInTheDocument();
    const latest = within(days).getByRole('region', { name: intlDay('ta-IN', '2025-11-19') });
    expect(
      within(latest)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['பாடவேளை 1 · Physics—வருகை', 'பாடவேளை 4 · Mathematics—வருகை']);
    expect(screen.getByRole('heading', { level: 2, name: 'விடுப்பு மற்றும் பணி நிமித்தம் (OD)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'வெளியேறு' })).toBeInTheDocument();
    expect(screen.queryByText('Overall attendance')).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('is told in Tamil that no child is linked yet', async () => {
    gatewayFor(childrenAnswer([]));
    renderParent('/parent');
    expect(await screen.findByRole('heading', { level: 1, name: 'உங்கள் குழந்தைகள்' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/இன்னும் எந்தக் குழந்தையும் இணைக்கப்படவில்லை/)).toBeInTheDocument());
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
