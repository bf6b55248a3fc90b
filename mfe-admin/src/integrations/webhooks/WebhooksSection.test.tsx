import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import { webhookMessages } from '@rollcall/contracts';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../../test/area';
import { settingsFixture } from '../../../test/fixtures';
import { adminGateway } from '../../../test/gateway';
import { adminTexts } from '../../texts/texts';

const t = adminTexts.english;

const sis = {
  id: '4a7c1e2f-3b5d-4e6f-8a9b-0c1d2e3f4a5b',
  url: 'https://sis.example.org/hooks/rollcall',
  events: ['register.saved', 'mark.corrected'],
  createdAt: '2026-11-20T09:15:00.000Z',
  disabledAt: null,
};
const gone = {
  id: 'c8e41a06-93fb-4d7e-a2b5-71d0f6e9c3b2',
  url: 'https://old.example.org/hooks',
  events: ['student.created'],
  createdAt: '2026-11-02T04:30:00.000Z',
  disabledAt: '2026-11-25T11:40:00.000Z',
};
const SECRET = 'whsec_5Zk1qW8xN2vB7mR4tY6uI0oP3aS9dF1gH5jK8lL2cX4';

const deliveries = [
  {
    id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
    event: 'mark.corrected',
    status: 'pending',
    attempts: 2,
    createdAt: '2026-11-27T05:02:40.000Z',
    lastAttemptAt: '2026-11-27T05:03:10.000Z',
    responseStatus: 503,
  },
  {
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    event: 'register.saved',
    status: 'delivered',
    attempts: 1,
    createdAt: '2026-11-27T03:40:12.000Z',
    lastAttemptAt: '2026-11-27T03:40:13.000Z',
    responseStatus: 200,
  },
  {
    id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    event: 'register.saved',
    status: 'failed',
    attempts: 30,
    createdAt: '2026-11-26T03:40:12.000Z',
    lastAttemptAt: null,
    responseStatus: null,
  },
];

function gatewayFor(routes: Record<string, Route> = {}, permissions?: Parameters<typeof adminGateway>[1]) {
  return adminGateway(
    {
      'GET /admin/settings': ok({ settings: settingsFixture }),
      'GET /admin/webhooks': ok({ webhooks: [sis, gone] }),
      [`GET /admin/webhooks/${sis.id}/deliveries`]: ok({ deliveries }),
      ...routes,
    },
    permissions,
  );
}

async function openPage(routes: Record<string, Route> = {}) {
  const gateway = gatewayFor(routes);
  renderAdmin('/admin/administration/integrations');
  await screen.findByRole('table', { name: t('integrations.webhooks.title') });
  return gateway;
}

const row = (name: RegExp) =>
  within(screen.getByRole('table', { name: t('integrations.webhooks.title') })).getByRole('row', { name });
const dialog = (name: string) => screen.getByRole('dialog', { name });

/** Each axe run over the page takes seconds on a loaded machine. */
const AXE_RUNS = 30_000;

describe('Integrations: webhooks', () => {
  it('lists each webhook with its events in words, whether it is active, and when it was added on the institute’s clock', async () => {
    await openPage();
    const active = row(/sis\.example\.org/);
    expect(active).toHaveTextContent('A register is saved, A mark is corrected');
    expect(active).toHaveTextContent(t('integrations.webhooks.active'));
    expect(active).toHaveTextContent('20 Nov 2026, 2:45 pm');
    expect(row(/old\.example\.org/)).toHaveTextContent(t('integrations.webhooks.disabled'));
    expect(screen.queryByText(/whsec_/)).not.toBeInTheDocument();
  });

  it('adds a webhook with its address and events, and shows the secret once', async () => {
    const user = userEvent.setup();
    const reply = heldReply();
    const gateway = await openPage({ 'POST /admin/webhooks': reply.route });
    await user.click(screen.getByRole('button', { name: t('integrations.webhooks.add') }));
    const add = dialog(t('integrations.webhooks.add'));
    await user.click(within(add).getByRole('button', { name: t('integrations.webhooks.save') }));
    expect(await within(add).findByText(webhookMessages.urlRequired)).toBeInTheDocument();
    expect(gateway.callsTo('POST /admin/webhooks')).toHaveLength(0);

    await user.type(within(add).getByLabelText(t('integrations.webhooks.url')), 'https://lms.example.org/rollcall');
    await user.click(within(add).getByRole('checkbox', { name: /A leave request is decided/ }));
    await user.click(within(add).getByRole('checkbox', { name: /A student is added/ }));
    await user.click(within(add).getByRole('button', { name: t('integrations.webhooks.save') }));
    expect(within(add).getByRole('button', { name: t('integrations.webhooks.saving') })).toBeDisabled();
    expect(gateway.callsTo('POST /admin/webhooks')[0]?.body).toEqual({
      url: 'https://lms.example.org/rollcall',
      events: ['leave.decided', 'student.created'],
    });
    const before = gateway.callsTo('GET /admin/webhooks').length;
    reply.release({
      status: 201,
      body: {
        success: true,
        webhook: { ...sis, id: 'e1f2a3b4-0000-4000-8000-000000000001', url: 'https://lms.example.org/rollcall' },
        secret: SECRET,
      },
    });

    const shown = await screen.findByRole('dialog', { name: t('integrations.webhooks.secretTitle') });
    expect(shown).toHaveTextContent(t('integrations.webhooks.secretOnce'));
    expect(within(shown).getByLabelText(t('integrations.webhooks.secretTitle'))).toHaveValue(SECRET);
    await user.click(within(shown).getByRole('button', { name: t('integrations.webhooks.copy') }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(shown).getByRole('status')).toHaveTextContent(t('integrations.webhooks.copied'));
    await waitFor(() => expect(gateway.callsTo('GET /admin/webhooks').length).toBeGreaterThan(before));
    await user.click(within(shown).getByRole('button', { name: t('integrations.webhooks.done') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of an address in the dialog', async () => {
    const user = userEvent.setup();
    await openPage({ 'POST /admin/webhooks': failure(400, webhookMessages.privateAddress) });
    await user.click(screen.getByRole('button', { name: t('integrations.webhooks.add') }));
    const add = dialog(t('integrations.webhooks.add'));
    await user.type(within(add).getByLabelText(t('integrations.webhooks.url')), 'https://10.0.0.5/hooks');
    await user.click(within(add).getByRole('checkbox', { name: /A register is saved/ }));
    await user.click(within(add).getByRole('button', { name: t('integrations.webhooks.save') }));
    expect(await within(add).findByRole('alert')).toHaveTextContent(webhookMessages.privateAddress);
  });

  it('deletes a webhook only once confirmed', async () => {
    const user = userEvent.setup();
    const gateway = await openPage({ [`DELETE /admin/webhooks/${sis.id}`]: ok({}) });
    await user.click(screen.getByRole('button', { name: `${t('integrations.webhooks.remove')}: ${sis.url}` }));
    const confirm = dialog(t('integrations.webhooks.removeConfirmButton'));
    expect(confirm).toHaveTextContent(t('integrations.webhooks.removeConfirm', { url: sis.url }));
    expect(gateway.callsTo(`DELETE /admin/webhooks/${sis.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: t('integrations.webhooks.removeConfirmButton') }));
    expect(await screen.findByText(t('integrations.webhooks.removed'))).toBeInTheDocument();
    expect(gateway.callsTo(`DELETE /admin/webhooks/${sis.id}`)).toHaveLength(1);
  });

  it('lists a webhook’s deliveries with their status in words and the last attempt on the institute’s clock', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: `${t('integrations.webhooks.showDeliveries')}: ${sis.url}` }));
    const table = await screen.findByRole('table', { name: t('integrations.webhooks.deliveriesTitle', { url: sis.url }) });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(t('integrations.webhooks.deliveryStatus.pending'));
    expect(rows[0]).toHaveTextContent('27 Nov 2026, 10:33 am');
    expect(rows[0]).toHaveTextContent('503');
    expect(rows[1]).toHaveTextContent(t('integrations.webhooks.deliveryStatus.delivered'));
    expect(rows[2]).toHaveTextContent(t('integrations.webhooks.deliveryStatus.failed'));
    expect(rows[2]).toHaveTextContent(t('integrations.webhooks.never'));
    expect(rows[2]).toHaveTextContent(t('integrations.webhooks.noResponse'));
  });

  it('says in words when the webhooks could not be loaded', async () => {
    gatewayFor({ 'GET /admin/webhooks': failure(503, 'Service temporarily unavailable, please try again') });
    renderAdmin('/admin/administration/integrations');
    expect(await screen.findByText(/Service temporarily unavailable, please try again/)).toBeInTheDocument();
  });

  it(
    'has no serious accessibility violations, with the list, the add dialog, the secret and the deliveries',
    async () => {
      const user = userEvent.setup();
      await openPage({ 'POST /admin/webhooks': { status: 201, body: { success: true, webhook: sis, secret: SECRET } } });
      expect(await seriousAxeViolations()).toEqual([]);
      await user.click(screen.getByRole('button', { name: t('integrations.webhooks.add') }));
      expect(await seriousAxeViolations()).toEqual([]);
      const add = dialog(t('integrations.webhooks.add'));
      await user.type(within(add).getByLabelText(t('integrations.webhooks.url')), 'https://lms.example.org/x');
      await user.click(within(add).getByRole('checkbox', { name: /A register is saved/ }));
      await user.click(within(add).getByRole('button', { name: t('integrations.webhooks.save') }));
      const shown = await screen.findByRole('dialog', { name: t('integrations.webhooks.secretTitle') });
      expect(await seriousAxeViolations()).toEqual([]);
      await user.click(within(shown).getByRole('button', { name: t('integrations.webhooks.done') }));
      await user.click(screen.getByRole('button', { name: `${t('integrations.webhooks.showDeliveries')}: ${sis.url}` }));
      await screen.findByRole('table', { name: t('integrations.webhooks.deliveriesTitle', { url: sis.url }) });
      expect(await seriousAxeViolations()).toEqual([]);
    },
    AXE_RUNS,
  );
});
