import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockGateway, ok } from '@rollcall/api-client/testing';
import { chooseLanguage } from '@rollcall/i18n';
import { renderRoute } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { backToEnglish } from '../../test/languages';
import UnsubscribePage from './UnsubscribePage';

afterEach(backToEnglish);

// With no session, the page reads in the browser's language or the one chosen on the login page.
describe('Unsubscribe, in Tamil', () => {
  it('stops a mail from its link in Tamil', async () => {
    act(() => chooseLanguage('ta'));
    mockGateway({
      'POST /mail/unsubscribe?token=t1': ok({ unsubscribed: { kind: 'absenceAlerts', email: 'k•••@example.com' } }),
    });
    renderRoute('/unsubscribe?token=t1', { '/unsubscribe': <UnsubscribePage /> });
    expect(await screen.findByText('இந்த வருகை மின்னஞ்சல்களை நிறுத்தவா?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'நிறுத்து' }));
    expect(await screen.findByText('இனி k•••@example.com முகவரிக்கு வருகையின்மை எச்சரிக்கைகள் வராது')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says in Tamil that a link without its token is not valid', async () => {
    act(() => chooseLanguage('ta'));
    mockGateway({});
    renderRoute('/unsubscribe', { '/unsubscribe': <UnsubscribePage /> });
    expect(await screen.findByText('இந்த மின்னஞ்சல் நிறுத்த இணைப்பு செல்லுபடியாகாது')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'உள்நுழைக' })).toHaveAttribute('href', '/login');
  });
});
