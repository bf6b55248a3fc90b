import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, endpoints, useVerifyUser } from '@rollcall/api-client';
import { mockGateway, ok } from '@rollcall/api-client/testing';
import { gatewayMessages } from '@rollcall/contracts';
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from '@rollcall/i18n';
import { renderRoute } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import ChangePasswordPage from '../change-password/ChangePasswordPage';
import ForgotPasswordPage from '../password-reset/ForgotPasswordPage';
import { sessionOf, signedIn, signedOut } from '../testing/session';
import LoginPage from './LoginPage';

jest.mock('@rollcall/api-client', () => ({
  ...jest.requireActual('@rollcall/api-client'),
  api: { call: jest.fn() },
  useVerifyUser: jest.fn(),
}));

const call = api.call as jest.Mock;
const STRONG = 'Str0ng!pass';

function showLogin() {
  renderRoute('/login', { '/login': <LoginPage /> });
  return userEvent.setup();
}

beforeEach(() => {
  jest.clearAllMocks();
  (useVerifyUser as jest.Mock).mockReturnValue(signedOut);
  mockGateway({ 'GET /auth/options': ok({ google: false }) });
});
afterEach(() => {
  act(() => chooseLanguage('en'));
  localStorage.clear();
});

describe('the sign-in pages in Hindi and Tamil', () => {
  it('offer the three languages, each in its own script, English first', () => {
    showLogin();
    const choices = screen.getAllByRole('button', { pressed: false }).concat(screen.getAllByRole('button', { pressed: true }));
    expect(screen.getByRole('group', { name: 'Language · भाषा · மொழி' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English', pressed: true })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'हिन्दी', pressed: false })).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('button', { name: 'தமிழ்', pressed: false })).toHaveAttribute('lang', 'ta');
    expect(choices).toHaveLength(3);
  });

  it('reads in Hindi once Hindi is chosen, remembers it, sets <html lang> and stays axe clean', async () => {
    const user = showLogin();
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('heading', { name: 'साइन इन करें' })).toBeInTheDocument();
    expect(screen.getByText('फिर से स्वागत है! आगे बढ़ने के लिए कृपया साइन इन करें।')).toBeInTheDocument();
    expect(screen.getByLabelText('ईमेल')).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भूमिका' })).toHaveTextContent('विद्यार्थी');
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिन्दी', pressed: true })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('shows the contracts’ validation texts in Hindi while the same checks run', async () => {
    act(() => chooseLanguage('hi'));
    const user = showLogin();
    await user.type(await screen.findByLabelText('ईमेल'), 'not-an-email');
    await user.type(screen.getByLabelText('पासवर्ड'), 'weak');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));

    expect(screen.getByText('कृपया सही ईमेल पता लिखें')).toBeInTheDocument();
    expect(screen.getByText('कृपया एक मज़बूत पासवर्ड लिखें')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the gateway’s English answer in Tamil, a count in Tamil plural forms', async () => {
    act(() => chooseLanguage('ta'));
    call.mockRejectedValueOnce({ status: 401, data: { success: false, errors: [gatewayMessages.invalidCredentials] } });
    call.mockRejectedValueOnce({ status: 429, data: { success: false, errors: [gatewayMessages.tooManySignInAttempts(5)] } });
    call.mockRejectedValueOnce({ status: 429, data: { success: false, errors: [gatewayMessages.tooManySignInAttempts(1)] } });
    const user = showLogin();
    await user.type(await screen.findByLabelText('மின்னஞ்சல்'), 'asha@college.edu');
    await user.type(screen.getByLabelText('கடவுச்சொல்'), STRONG);

    await user.click(screen.getByRole('button', { name: 'உள்நுழைக' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('மின்னஞ்சல் அல்லது கடவுச்சொல் தவறானது');
    await user.click(screen.getByRole('button', { name: 'உள்நுழைக' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('5 நிமிடங்கள் கழித்து மீண்டும் முயலவும்.'));
    await user.click(screen.getByRole('button', { name: 'உள்நுழைக' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('1 நிமிடம் கழித்து மீண்டும் முயலவும்.'));
  });

  it('saves the language chosen here on the user at sign-in', async () => {
    call.mockImplementation(async (endpoint, input) =>
      endpoint === endpoints.login ? sessionOf('student') : { success: true, language: input.body.language },
    );
    const user = showLogin();
    await user.click(screen.getByRole('button', { name: 'தமிழ்' }));
    await user.type(await screen.findByLabelText('மின்னஞ்சல்'), 'asha@college.edu');
    await user.type(screen.getByLabelText('கடவுச்சொல்'), STRONG);
    await user.click(screen.getByRole('button', { name: 'உள்நுழைக' }));

    expect(await screen.findByRole('heading', { name: 'student home' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(endpoints.savePreferences, { body: { language: 'ta' } });
  });

  it('shows the user’s own language after sign-in when none was chosen here', async () => {
    const tamilStudent = sessionOf('student');
    tamilStudent.user.language = 'ta';
    call.mockResolvedValue(tamilStudent);
    const user = showLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@college.edu');
    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'student home' })).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith(endpoints.savePreferences, expect.anything());
    expect(document.documentElement.lang).toBe('ta');
  });

  it('reads the forgot-password page and its answer in Tamil', async () => {
    act(() => chooseLanguage('ta'));
    call.mockResolvedValue({ success: true, message: 'ignored' });
    renderRoute('/forgot-password', { '/forgot-password': <ForgotPasswordPage /> });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'கடவுச்சொல் மறந்துவிட்டது' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'asha@college.edu');
    await user.click(screen.getByRole('button', { name: 'இணைப்பை அனுப்பு' }));
    expect(await screen.findByRole('heading', { name: 'உங்கள் மின்னஞ்சலைப் பாருங்கள்' })).toBeInTheDocument();
    expect(screen.getByText(/30 நிமிடங்களுக்குச் செயல்படும்/)).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('reads the change-password page in Hindi, the user’s name in its sentence, the confirmation’s rule too', async () => {
    // Signed in, the page shows the user's own language (saved at sign-in).
    const hindiTeacher = sessionOf('teacher', true);
    hindiTeacher.user.language = 'hi';
    (useVerifyUser as jest.Mock).mockReturnValue(signedIn(hindiTeacher));
    renderRoute('/change-password', { '/change-password': <ChangePasswordPage /> });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'अपना पासवर्ड बदलें' })).toBeInTheDocument();
    expect(
      screen.getByText('स्वागत है, Asha Rao। आपने अस्थायी पासवर्ड से साइन इन किया है: आगे बढ़ने के लिए अपना पासवर्ड चुनें।'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('वर्तमान पासवर्ड'), 'Temp#4821xQ');
    await user.type(screen.getByLabelText('नया पासवर्ड'), STRONG);
    await user.type(screen.getByLabelText('नए पासवर्ड की पुष्टि करें'), `${STRONG}x`);
    await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(screen.getByText('दोनों पासवर्ड मेल नहीं खाते')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('shows the answer that the current password is wrong in Hindi', async () => {
    const hindiTeacher = sessionOf('teacher', true);
    hindiTeacher.user.language = 'hi';
    (useVerifyUser as jest.Mock).mockReturnValue(signedIn(hindiTeacher));
    call.mockRejectedValue({ status: 400, data: { success: false, errors: [gatewayMessages.currentPasswordIncorrect] } });
    renderRoute('/change-password', { '/change-password': <ChangePasswordPage /> });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('वर्तमान पासवर्ड'), 'Wr0ng!pass');
    await user.type(screen.getByLabelText('नया पासवर्ड'), STRONG);
    await user.type(screen.getByLabelText('नए पासवर्ड की पुष्टि करें'), STRONG);
    await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('वर्तमान पासवर्ड सही नहीं है');
  });
});
