import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, mockGateway, ok, type Route } from '@rollcall/api-client/testing';
import { addressBar, renderRoute } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import UnsubscribePage from './UnsubscribePage';

/** A signed token holds characters an address must encode: the page sends it back encoded as it came. */
const TOKEN = 'v1.abc+def/ghi=';
const POST = `POST /mail/unsubscribe?token=${encodeURIComponent(TOKEN)}`;
const at = `/unsubscribe?token=${encodeURIComponent(TOKEN)}`;

const unsubscribed = (kind: string) => ok({ unsubscribed: { kind, email: 'a•••@example.org' } });
const button = () => screen.getByRole('button', { name: 'Unsubscribe' });

/** The page with no session at all: the gateway only answers the unsubscribe call. */
function openPage(routes: Record<string, Route> = {}, address = at) {
  const gateway = mockGateway(routes);
  renderRoute(address, { '/unsubscribe': <UnsubscribePage /> });
  return gateway;
}

describe('Unsubscribe', () => {
  it('asks first, and does nothing on opening: mail scanners open links', () => {
    const gateway = openPage({ [POST]: unsubscribed('dailySummary') });
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.getByText('Stop these attendance emails?')).toBeInTheDocument();
    expect(button()).toBeEnabled();
    expect(gateway.calls).toEqual([]);
  });

  it('unsubscribes on the button, reading Unsubscribing... meanwhile, then says which mails stop and where', async () => {
    const held = heldReply();
    const gateway = openPage({ [POST]: held.route });
    await userEvent.click(button());
    expect(screen.getByRole('button', { name: 'Unsubscribing...' })).toBeDisabled();
    expect(gateway.calls.map((call) => `${call.method} ${call.path}`)).toEqual([POST]);
    expect(gateway.callsTo(POST)[0]!.body).toBeUndefined();
    await act(async () => held.release(unsubscribed('dailySummary')));
    expect(await screen.findByText('You will no longer get daily summaries at a•••@example.org')).toBeInTheDocument();
    expect(screen.getByText('You can turn them back on in your portal under Email settings')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(addressBar()).toHaveTextContent('/login');
  });

  it('names the low-attendance alerts when the link was for them', async () => {
    openPage({ [POST]: unsubscribed('lowAttendanceAlerts') });
    await userEvent.click(button());
    expect(await screen.findByText('You will no longer get low-attendance alerts at a•••@example.org')).toBeInTheDocument();
  });

  it('names the absence alerts when the link was for them', async () => {
    openPage({ [POST]: unsubscribed('absenceAlerts') });
    await userEvent.click(button());
    expect(await screen.findByText('You will no longer get absence alerts at a•••@example.org')).toBeInTheDocument();
  });

  it.each([400, 404])('says a link the server refuses (%i) is not valid, with a hint and no button', async (status) => {
    openPage({ [POST]: failure(status, 'This unsubscribe link is not valid') });
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
    expect(screen.getByText('To stop these emails, sign in and turn them off under Email settings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the button when the server could not be reached, to try again', async () => {
    const gateway = openPage({ [POST]: failure(503, 'Service temporarily unavailable, please try again') });
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily unavailable, please try again');
    gateway.set({ [POST]: unsubscribed('dailySummary') });
    await userEvent.click(button());
    expect(await screen.findByText('You will no longer get daily summaries at a•••@example.org')).toBeInTheDocument();
  });

  it('says a link without a token is not valid, and offers nothing to press', () => {
    const gateway = openPage({}, '/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
    expect(screen.getByText('To stop these emails, sign in and turn them off under Email settings')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(gateway.calls).toEqual([]);
  });

  it('has no serious accessibility violation, asking or done', async () => {
    openPage({ [POST]: unsubscribed('dailySummary') });
    expect(await seriousAxeViolations()).toEqual([]);
    await userEvent.click(button());
    await screen.findByText(/no longer get daily summaries/);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
