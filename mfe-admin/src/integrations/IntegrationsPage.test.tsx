import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { adminGateway } from '../../test/gateway';
import { settingsFixture } from '../../test/fixtures';
import { adminTexts } from '../texts/texts';

const t = adminTexts.english;

const feesSystem = {
  id: '5b2d8e17-4a9c-4f30-8e61-2c7f0b9d3a48',
  name: 'Fees system',
  permissions: ['manage_people', 'view_reports'],
  expiresOn: '2027-03-31',
  createdAt: '2026-11-20T09:15:00.000Z',
  lastUsedAt: '2026-11-27T06:02:00.000Z',
};
const moodle = {
  id: 'c8e41a06-93fb-4d7e-a2b5-71d0f6e9c3b2',
  name: 'Moodle sync',
  permissions: ['view_reports'],
  expiresOn: null,
  createdAt: '2026-11-25T11:40:00.000Z',
  lastUsedAt: null,
};
const SECRET = 'rc_q3Vh8xT0mKc5yLrN2bWf7sJd9ZpA4eGu1HoXiRtYkCw';

function gatewayFor(routes: Record<string, Route> = {}, permissions?: Parameters<typeof adminGateway>[1]) {
  return adminGateway(
    {
      'GET /admin/settings': ok({ settings: settingsFixture }),
      'GET /admin/api-tokens': ok({ apiTokens: [moodle, feesSystem] }),
      ...routes,
    },
    permissions,
  );
}

async function openPage(routes: Record<string, Route> = {}, permissions?: Parameters<typeof adminGateway>[1]) {
  const gateway = gatewayFor(routes, permissions);
  renderAdmin('/admin/administration/integrations');
  await screen.findByRole('table', { name: t('integrations.tokens.title') });
  return gateway;
}

const row = (name: RegExp) =>
  within(screen.getByRole('table', { name: t('integrations.tokens.title') })).getByRole('row', { name });
const dialog = (name: string) => screen.getByRole('dialog', { name });

/** Each axe run over the page takes seconds on a loaded machine. */
const AXE_RUNS = 30_000;

describe('Integrations: API tokens', () => {
  it('lists the tokens with what they may do, when last used (on the institute’s clock) and when they expire', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: 'Integrations' })).toBeInTheDocument();
    const fees = row(/Fees system/);
    expect(fees).toHaveTextContent('Manage people, View reports');
    expect(fees).toHaveTextContent('27 Nov 2026, 11:32 am');
    expect(fees).toHaveTextContent('2027-03-31');
    const lms = row(/Moodle sync/);
    expect(lms).toHaveTextContent(t('integrations.tokens.neverUsed'));
    expect(lms).toHaveTextContent(t('integrations.tokens.never'));
    expect(screen.queryByText(/rc_/)).not.toBeInTheDocument();
  });

  it('creates a token and shows its secret once, with a copy button and the warning that it is not shown again', async () => {
    const user = userEvent.setup();
    const reply = heldReply();
    const gateway = await openPage({ 'POST /admin/api-tokens': reply.route });
    await user.click(screen.getByRole('button', { name: t('integrations.tokens.create') }));
    const create = dialog(t('integrations.tokens.createTitle'));
    await user.click(within(create).getByRole('button', { name: t('integrations.tokens.create') }));
    expect(within(create).getByLabelText(t('integrations.tokens.name'))).toHaveAccessibleDescription(/Name is required/);
    expect(gateway.callsTo('POST /admin/api-tokens')).toHaveLength(0);

    await user.type(within(create).getByLabelText(t('integrations.tokens.name')), ' Attendance export ');
    await user.click(within(create).getByRole('checkbox', { name: 'View reports' }));
    await user.type(within(create).getByLabelText(t('integrations.tokens.expiresOn')), '2027-06-30');
    await user.click(within(create).getByRole('button', { name: t('integrations.tokens.create') }));
    expect(within(create).getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(gateway.callsTo('POST /admin/api-tokens')[0]?.body).toEqual({
      name: 'Attendance export',
      permissions: ['view_reports'],
      expiresOn: '2027-06-30',
    });
    const before = gateway.callsTo('GET /admin/api-tokens').length;
    reply.release({
      status: 201,
      body: {
        success: true,
        apiToken: { ...moodle, id: 'e1f2a3b4-0000-4000-8000-000000000001', name: 'Attendance export', expiresOn: '2027-06-30' },
        secret: SECRET,
      },
    });

    const shown = await screen.findByRole('dialog', { name: t('integrations.tokens.secretTitle') });
    expect(shown).toHaveTextContent(t('integrations.tokens.secretWarning'));
    expect(within(shown).getByLabelText(t('integrations.tokens.title'))).toHaveValue(SECRET);
    await user.click(within(shown).getByRole('button', { name: t('integrations.tokens.copy') }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(shown).getByRole('status')).toHaveTextContent(t('integrations.tokens.copied'));
    await waitFor(() => expect(gateway.callsTo('GET /admin/api-tokens').length).toBeGreaterThan(before));

    await user.click(within(shown).getByRole('button', { name: t('integrations.tokens.done') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('offers only the permissions the admin holds, and shows the server’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    await openPage({ 'POST /admin/api-tokens': failure(400, 'The expiry date cannot be in the past') }, [
      'manage_roles',
      'view_reports',
    ]);
    await user.click(screen.getByRole('button', { name: t('integrations.tokens.create') }));
    const create = dialog(t('integrations.tokens.createTitle'));
    expect(within(create).getByRole('checkbox', { name: 'Manage people' })).toBeDisabled();
    expect(within(create).getByRole('checkbox', { name: 'View reports' })).toBeEnabled();

    await user.type(within(create).getByLabelText(t('integrations.tokens.name')), 'Old');
    await user.click(within(create).getByRole('checkbox', { name: 'View reports' }));
    await user.click(within(create).getByRole('button', { name: t('integrations.tokens.create') }));
    expect(await within(create).findByRole('alert')).toHaveTextContent('The expiry date cannot be in the past');
  });

  it('revokes a token after saying that what uses it stops at once', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({ [`DELETE /admin/api-tokens/${feesSystem.id}`]: ok({}) });
    await user.click(screen.getByRole('button', { name: 'Revoke Fees system' }));
    const confirm = dialog(t('integrations.tokens.revokeTitle', { name: 'Fees system' }));
    expect(confirm).toHaveTextContent(t('integrations.tokens.revokeBody'));
    expect(gateway.callsTo(`DELETE /admin/api-tokens/${feesSystem.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: t('integrations.tokens.revoke') }));
    expect(await screen.findByText(t('integrations.tokens.revoked', { name: 'Fees system' }))).toBeInTheDocument();
    expect(gateway.callsTo(`DELETE /admin/api-tokens/${feesSystem.id}`)).toHaveLength(1);
  });

  it('says in words when the tokens could not be loaded', async () => {
    gatewayFor({ 'GET /admin/api-tokens': failure(503, 'Service temporarily unavailable, please try again') });
    renderAdmin('/admin/administration/integrations');
    expect(await screen.findByText(/Service temporarily unavailable, please try again/)).toBeInTheDocument();
  });

  it('tells an admin without manage_roles that they cannot manage integrations', async () => {
    gatewayFor({}, ['view_reports']);
    renderAdmin('/admin/administration/integrations');
    expect(await screen.findByText('You do not have permission to manage integrations.')).toBeInTheDocument();
  });

  it(
    'has no serious accessibility violations, with the list, the create dialog and the secret',
    async () => {
      const user = userEvent.setup();
      await openPage({ 'POST /admin/api-tokens': { status: 201, body: { success: true, apiToken: moodle, secret: SECRET } } });
      expect(await seriousAxeViolations()).toEqual([]);
      await user.click(screen.getByRole('button', { name: t('integrations.tokens.create') }));
      expect(await seriousAxeViolations()).toEqual([]);
      const create = dialog(t('integrations.tokens.createTitle'));
      await user.type(within(create).getByLabelText(t('integrations.tokens.name')), 'LMS');
      await user.click(within(create).getByRole('checkbox', { name: 'View reports' }));
      await user.click(within(create).getByRole('button', { name: t('integrations.tokens.create') }));
      await screen.findByRole('dialog', { name: t('integrations.tokens.secretTitle') });
      expect(await seriousAxeViolations()).toEqual([]);
    },
    AXE_RUNS,
  );
});
