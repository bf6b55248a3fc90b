import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@rollcall/api-client/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderStudent, signedInStudent, studentGateway } from '../../test/area';
import { attendanceOf, leaveRequestsAnswer } from '../../test/fixtures';
import { backToEnglish, intlDay, readingIn } from '../../test/languages';

const POST = 'POST /student/leave-requests';
const studentPage = () =>
  studentGateway({
    'GET /auth/verify-user': ok(readingIn(signedInStudent, 'hi')),
    'GET /student/attendance': ok({ ...attendanceOf() }),
    'GET /student/leave-requests': leaveRequestsAnswer(),
  });
const leave = () => screen.findByRole('region', { name: 'छुट्टी और ऑन-ड्यूटी' });
const form = () => within(screen.getByRole('form', { name: 'छुट्टी का अनुरोध करें' }));

// Axe over the whole page (subjects, leave form, day by day) takes more than 5 s on a loaded 2-core machine.
jest.setTimeout(30_000);

afterEach(backToEnglish);

describe('Leave and on-duty, for a student who reads Hindi', () => {
  it('lists the requests with their days, periods and status in Hindi', async () => {
    studentPage();
    renderStudent('/student');
    await leave();
    const requests = within(await screen.findByRole('list', { name: 'अनुरोध' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(requests).toEqual([
      `ऑन-ड्यूटी · ${intlDay('hi-IN', '2025-11-24')} से ${intlDay('hi-IN', '2025-11-25')} तक · पीरियड 2, 3लंबितInter-college sports meet`,
      `छुट्टी · ${intlDay('hi-IN', '2025-11-12')} · पूरे दिनस्वीकृतFeverटिप्पणी: Get well soonOffice Admin ने निर्णय लिया`,
    ]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says in Hindi what is wrong with the form before sending it', async () => {
    const gateway = studentPage();
    renderStudent('/student');
    await leave();
    fireEvent.change(form().getByLabelText('अंतिम दिन'), { target: { value: '2025-11-18' } });
    await userEvent.click(form().getByRole('button', { name: 'छुट्टी का अनुरोध करें' }));
    expect(form().getByRole('textbox', { name: /कारण/ })).toHaveAccessibleDescription(/कृपया कारण लिखें/);
    expect(form().getByLabelText(/अंतिम दिन/)).toHaveAccessibleDescription(
      /अंतिम तारीख, पहली तारीख के दिन या उसके बाद की होनी चाहिए/,
    );
    expect(gateway.callsTo(POST)).toHaveLength(0);
  });

  it('says in Hindi which days a date may be, and that the reason must be one line', async () => {
    const gateway = studentPage();
    renderStudent('/student');
    await leave();
    fireEvent.change(form().getByLabelText('अंतिम दिन'), { target: { value: '2300-01-01' } });
    fireEvent.change(form().getByRole('textbox', { name: /कारण/ }), { target: { value: 'बुखार\nघर पर आराम' } });
    await userEvent.click(form().getByRole('button', { name: 'छुट्टी का अनुरोध करें' }));
    expect(form().getByLabelText(/अंतिम दिन/)).toHaveAccessibleDescription(
      /कृपया 1 जन॰ 1900 से 31 दिस॰ 2199 के बीच की कोई तारीख़ लिखें/,
    );
    expect(form().getByRole('textbox', { name: /कारण/ })).toHaveAccessibleDescription(
      /कारण में लाइन ब्रेक या कंट्रोल कैरेक्टर नहीं होने चाहिए/,
    );
    expect(gateway.callsTo(POST)).toHaveLength(0);
  });
});
