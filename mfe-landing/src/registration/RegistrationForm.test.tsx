import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldReply, mockGateway, failure, type Gateway } from '@rollcall/api-client/testing';
import { Contact } from '../sections/Contact';
import RegistrationForm, { REGISTRATION_THANKS } from './RegistrationForm';

let gateway: Gateway;
beforeEach(() => {
  gateway = mockGateway({ 'POST /enquiries': { status: 201, body: { success: true } } });
});

const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input, textarea' });

async function fillValid() {
  await userEvent.type(field('Institute name'), ' Riverside Public School ');
  await userEvent.type(field('Your name'), 'Meera Iyer');
  await userEvent.type(field('Email'), 'Principal@Riverside.in');
  await userEvent.type(field('Phone number'), '+91 98450 12345');
  await userEvent.type(field('Number of students'), '1200');
}

test('sends the enquiry to the gateway and thanks the visitor', async () => {
  render(<RegistrationForm />);
  await fillValid();
  await userEvent.type(field('Message'), 'Call after 4 pm');
  await userEvent.click(screen.getByRole('button', { name: 'Register your Institute' }));

  expect(await screen.findByRole('status')).toHaveTextContent(REGISTRATION_THANKS);
  expect(REGISTRATION_THANKS).toBe(
    'Thank you! Our team will call you within one working day to verify your institute and activate access.',
  );
  expect(gateway.callsTo('POST /enquiries').map((call) => call.body)).toEqual([
    {
      instituteName: 'Riverside Public School',
      contactName: 'Meera Iyer',
      email: 'principal@riverside.in',
      phoneNumber: '+91 98450 12345',
      students: 1200,
      message: 'Call after 4 pm',
    },
  ]);
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

test('shows the field message on blur and clears it as the field is fixed', async () => {
  render(<RegistrationForm />);
  await userEvent.click(field('Email'));
  await userEvent.tab();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.queryByText('Institute name is required')).not.toBeInTheDocument();

  await userEvent.type(field('Email'), 'not-an-email');
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  await userEvent.type(field('Email'), '@school.in');
  expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
});

test('on submit shows every field message, focuses the first and sends nothing', async () => {
  render(<RegistrationForm />);
  await userEvent.type(field('Number of students'), '12.5');
  await userEvent.click(screen.getByRole('button', { name: 'Register your Institute' }));

  for (const message of [
    'Institute name is required',
    'Your name is required',
    'Email is required',
    'Phone number is required',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(screen.getByText('Number of students must be a whole number between 1 and 1,000,000')).toBeInTheDocument();
  expect(field('Institute name')).toHaveFocus();
  expect(field('Institute name')).toHaveAttribute('aria-invalid', 'true');
  expect(gateway.calls).toHaveLength(0);
});

test('reads Sending... while busy, then shows the gateway message and keeps the form', async () => {
  const held = heldReply();
  gateway.set({ 'POST /enquiries': held.route });
  render(<RegistrationForm />);
  await fillValid();
  await userEvent.click(screen.getByRole('button', { name: 'Register your Institute' }));

  const busy = screen.getByRole('button', { name: /Sending\.\.\./ });
  expect(busy).toBeDisabled();
  await act(async () =>
    held.release(failure(429, 'Too many registration requests from your network. Please try again in 60 minutes.')),
  );

  expect(
    await screen.findByText('Too many registration requests from your network. Please try again in 60 minutes.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Register your Institute' })).toBeEnabled();
  expect(field('Institute name')).toHaveValue(' Riverside Public School ');
});

test('falls back to Something went wrong when the answer carries no message', async () => {
  gateway.set({ 'POST /enquiries': { status: 502, body: 'Bad gateway' } });
  render(<RegistrationForm />);
  await fillValid();
  await userEvent.click(screen.getByRole('button', { name: 'Register your Institute' }));
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
});

describe('the contact section', () => {
  const contactSection = () => screen.getByRole('region', { name: 'Let’s get your institute started' });

  test('shows no email, phone or WhatsApp when none is configured at build time', async () => {
    render(<Contact details={{}} />);
    await screen.findByRole('form', { name: 'Register your institute' });
    expect(within(contactSection()).queryAllByRole('link')).toEqual([]);
    expect(contactSection()).not.toHaveTextContent(/rollcall\.example|00000|Or reach us directly/);
  });

  test('shows only the channels that are configured, as real links', async () => {
    render(<Contact details={{ email: 'hello@rollcall.in', phone: '+91 98765 43210' }} />);
    const links = within(contactSection()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      expect.stringMatching(/^mailto:hello@rollcall\.in\?subject=/),
      'tel:+919876543210',
    ]);
    expect(within(contactSection()).queryByText('WhatsApp')).not.toBeInTheDocument();
    await screen.findByRole('form', { name: 'Register your institute' });
  });

  test('loads the form only when the section nears the viewport, or when its placeholder gets focus', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    };
    try {
      const first = render(<Contact details={{}} />);
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      act(() => observers[0]!([{ isIntersecting: false }]));
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      act(() => observers[0]!([{ isIntersecting: true }]));
      expect(await screen.findByRole('form', { name: 'Register your institute' })).toBeInTheDocument();
      first.unmount();

      render(<Contact details={{}} />);
      await userEvent.tab();
      expect(await screen.findByLabelText('Institute name', { exact: false, selector: 'input' })).toHaveFocus();
    } finally {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    }
  });
});
