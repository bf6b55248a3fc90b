import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@rollcall/api-client/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { parentGateway, renderParent, signedInParent } from '../../test/area';
import { attendanceOf, childFixtures, childrenAnswer, mailPreferencesAnswer } from '../../test/fixtures';
import { backToEnglish, intlPercent, readingIn } from '../../test/languages';

// Axe takes more than 5 s on a loaded 2-core machine.
jest.setTimeout(30_000);

afterEach(backToEnglish);

describe('Email settings, for a parent who reads Tamil', () => {
  it('says what each mail is and announces a switch saved, in Tamil', async () => {
    const gateway = parentGateway({
      'GET /auth/verify-user': ok(readingIn(signedInParent, 'ta')),
      'GET /parent/children': childrenAnswer([childFixtures.aarav]),
      [`GET /parent/children/${childFixtures.aarav.id}/attendance`]: ok({ ...attendanceOf() }),
      'GET /parent/mail-preferences': mailPreferencesAnswer(),
      'PATCH /parent/mail-preferences': mailPreferencesAnswer({ lowAttendanceAlerts: true }),
    });
    renderParent('/parent/emails');
    expect(await screen.findByRole('heading', { level: 1, name: 'மின்னஞ்சல் அமைப்புகள்' })).toBeInTheDocument();
    const alerts = await screen.findByRole('switch', { name: 'குறைந்த வருகை எச்சரிக்கைகள்' });
    expect(screen.getByRole('switch', { name: 'தினசரி சுருக்கம்' })).toHaveAccessibleDescription(
      /தினமும் 18:00 மணிக்கு \(Asia\/Kolkata\): உங்கள் ஒவ்வொரு குழந்தையின்/,
    );
    expect(alerts).toHaveAccessibleDescription(new RegExp(`வருகை ${intlPercent('ta-IN', 75)} க்குக் கீழே`));
    expect(screen.getByText('மின்னஞ்சல்கள் aarav@greenfield.edu முகவரிக்கு அனுப்பப்படுகின்றன')).toBeInTheDocument();
    await userEvent.click(alerts);
    expect(await screen.findByText('குறைந்த வருகை எச்சரிக்கைகள் இயக்கப்பட்டது')).toBeInTheDocument();
    expect(gateway.callsTo('PATCH /parent/mail-preferences').map((call) => call.body)).toEqual([{ lowAttendanceAlerts: true }]);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
