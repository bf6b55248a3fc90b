import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, mockGateway, ok } from '@rollcall/api-client/testing';
import { admins, chooseInstitute, institutes, renderSuperadmin } from '../../test/area';

const greenfield = institutes[0]!;
const [asha, vikram] = admins as [(typeof admins)[0], (typeof admins)[0]];
const listKey = `GET /superadmin/admin?instituteId=${greenfield.id}`;
const combobox = () => screen.getByRole('combobox', { name: 'Select Institute' });

async function openGreenfield(user: ReturnType<typeof userEvent.setup>, routes = {}) {
  const gateway = mockGateway({
    'GET /superadmin/institute': ok({ instituteData: institutes }),
    [listKey]: ok({ data: admins }),
    ...routes,
  });
  renderSuperadmin('/superadmin/view-admins');
  await waitFor(() => expect(combobox()).toBeEnabled());
  await chooseInstitute(user, greenfield.name);
  await screen.findByText('2 admin(s) found');
  return gateway;
}

/** Clicks an admin row's action and returns the dialog it opens. */
async function openDialog(user: ReturnType<typeof userEvent.setup>, action: string, title: string) {
  await user.click(screen.getByRole('button', { name: action }));
  return screen.getByRole('dialog', { name: title });
}

describe('Manage Admins', () => {
  afterEach(() => jest.useRealTimers());

  it("says 'Loading institutes...' until the list arrives, then 'Choose an institute...'; no admins are asked for yet", async () => {
    const held = heldReply();
    const gateway = mockGateway({ 'GET /superadmin/institute': held.route });
    renderSuperadmin('/superadmin/view-admins');
    expect(combobox()).toHaveTextContent('Loading institutes...');
    expect(combobox()).toBeDisabled();
    held.release(ok({ instituteData: institutes }));
    await waitFor(() => expect(combobox()).toHaveTextContent('Choose an institute...'));
    expect(combobox()).toBeEnabled();
    expect(gateway.calls.filter((call) => call.path.startsWith('/superadmin/admin'))).toHaveLength(0);
    expect(screen.queryByRole('region', { name: /Admins for/ })).not.toBeInTheDocument();
  });

  it("says 'Failed to load institutes' when the list could not be loaded", async () => {
    mockGateway({ 'GET /superadmin/institute': failure(503, 'Service unavailable') });
    renderSuperadmin('/superadmin/view-admins');
    expect(await screen.findByText('Failed to load institutes')).toBeInTheDocument();
  });

  it("lists the chosen institute's admins, after 'Loading admins...'", async () => {
    const user = userEvent.setup();
    const held = heldReply();
    mockGateway({ 'GET /superadmin/institute': ok({ instituteData: institutes }), [listKey]: held.route });
    renderSuperadmin('/superadmin/view-admins');
    await waitFor(() => expect(combobox()).toBeEnabled());
    await chooseInstitute(user, greenfield.name);
    const panel = screen.getByRole('region', { name: 'Admins for Greenfield College' });
    expect(within(panel).getByText('Loading admins...')).toBeInTheDocument();
    held.release(ok({ data: admins }));
    expect(await within(panel).findByText('2 admin(s) found')).toBeInTheDocument();
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Asha Rao'),
      expect.stringContaining('Vikram Sen'),
    ]);
    expect(within(rows[0]!).getByText('asha@greenfield.edu')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Edit Asha Rao' })).toHaveTextContent('Edit');
    expect(within(rows[0]!).getByRole('button', { name: 'Delete Asha Rao' })).toHaveTextContent('Delete');
  });

  it('says when an institute has no admins, or they could not be loaded', async () => {
    const user = userEvent.setup();
    mockGateway({
      'GET /superadmin/institute': ok({ instituteData: institutes }),
      [listKey]: ok({ data: [] }),
      [`GET /superadmin/admin?instituteId=${institutes[1]!.id}`]: failure(500, 'Internal error'),
    });
    renderSuperadmin('/superadmin/view-admins');
    await waitFor(() => expect(combobox()).toBeEnabled());
    await chooseInstitute(user, greenfield.name);
    expect(await screen.findByText('No admins found for this institute')).toBeInTheDocument();
    expect(screen.getByText('0 admin(s) found')).toBeInTheDocument();
    await chooseInstitute(user, institutes[1]!.name);
    expect(await screen.findByText('Failed to load admins')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admins for Riverside Academy' })).toBeInTheDocument();
  });

  it('clearing the selection hides the panel', async () => {
    const user = userEvent.setup();
    await openGreenfield(user);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(combobox()).toHaveTextContent('Choose an institute...');
    expect(screen.queryByRole('region', { name: /Admins for/ })).not.toBeInTheDocument();
  });

  describe('Confirm Delete', () => {
    it('asks first, and Cancel keeps the admin', async () => {
      const user = userEvent.setup();
      const gateway = await openGreenfield(user);
      const dialog = await openDialog(user, 'Delete Vikram Sen', 'Confirm Delete');
      expect(dialog).toHaveTextContent('Are you sure you want to delete Vikram Sen?');
      expect(dialog).toHaveTextContent('This action cannot be undone.');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(gateway.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    });

    it("deletes: 'Deleting...', closes, refetches the list, notice for 5 seconds", async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const held = heldReply();
      const gateway = await openGreenfield(user, { [`DELETE /superadmin/admin?adminId=${vikram.id}`]: held.route });
      const dialog = await openDialog(user, 'Delete Vikram Sen', 'Confirm Delete');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();

      gateway.set({ [listKey]: ok({ data: [asha] }) });
      await act(async () => held.release(ok({})));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('Operation completed successfully!')).toBeInTheDocument();
      expect(await screen.findByText('1 admin(s) found')).toBeInTheDocument();
      expect(screen.queryByText('Vikram Sen')).not.toBeInTheDocument();
      expect(gateway.callsTo(listKey)).toHaveLength(2);
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.queryByText('Operation completed successfully!')).not.toBeInTheDocument();
    });

    it("shows the server's error and stays open when the delete fails", async () => {
      const user = userEvent.setup();
      await openGreenfield(user, { [`DELETE /superadmin/admin?adminId=${vikram.id}`]: failure(404, 'Admin not found') });
      const dialog = await openDialog(user, 'Delete Vikram Sen', 'Confirm Delete');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await within(dialog).findByText('Admin not found')).toBeInTheDocument();
      expect(screen.queryByText('Operation completed successfully!')).not.toBeInTheDocument();
    });
  });

  describe('Resend credentials', () => {
    const resendKey = 'POST /superadmin/admin/resend-credentials';

    it('asks first, naming the admin and the address, and Cancel sends nothing', async () => {
      const user = userEvent.setup();
      const gateway = await openGreenfield(user);
      const dialog = await openDialog(user, 'Resend credentials to Vikram Sen', 'Resend credentials');
      expect(dialog).toHaveTextContent('Send a new temporary password to Vikram Sen at vikram@greenfield.edu?');
      expect(dialog).toHaveTextContent('Their current password stops working and they are signed out everywhere.');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(gateway.callsTo(resendKey)).toHaveLength(0);
    });

    it("sends the admin's id: 'Sending...' while busy, then closes and shows the server's message in a toast", async () => {
      const user = userEvent.setup();
      const held = heldReply();
      const gateway = await openGreenfield(user, { [resendKey]: held.route });
      const dialog = await openDialog(user, 'Resend credentials to Asha Rao', 'Resend credentials');
      await user.click(within(dialog).getByRole('button', { name: 'Send new credentials' }));
      expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(gateway.callsTo(resendKey).map((call) => call.body)).toEqual([{ adminId: asha.id }]);

      await act(async () => held.release(ok({ message: 'New credentials sent to asha@greenfield.edu' })));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // A toast announces itself politely, as a status.
      expect(screen.getByText('New credentials sent to asha@greenfield.edu').closest('[role="status"]')).toHaveAttribute(
        'data-type',
        'success',
      );
      expect(screen.getByText('2 admin(s) found')).toBeInTheDocument();
    });

    it("shows the server's error and stays open when the resend fails", async () => {
      const user = userEvent.setup();
      await openGreenfield(user, { [resendKey]: failure(404, 'Admin not found') });
      const dialog = await openDialog(user, 'Resend credentials to Vikram Sen', 'Resend credentials');
      await user.click(within(dialog).getByRole('button', { name: 'Send new credentials' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Admin not found');
      expect(within(dialog).getByRole('button', { name: 'Send new credentials' })).toBeEnabled();
      expect(screen.queryByText(/New credentials sent/)).not.toBeInTheDocument();
    });
  });

  describe('Edit Admin', () => {
    it('shows the name with its 100-character counter and the email read-only; Cancel and X close it', async () => {
      const user = userEvent.setup();
      await openGreenfield(user);
      const dialog = await openDialog(user, 'Edit Asha Rao', 'Edit Admin');
      const name = within(dialog).getByLabelText('Admin Name');
      expect(name).toHaveValue('Asha Rao');
      expect(name).toHaveAttribute('maxLength', '100');
      expect(within(dialog).getByText('8/100')).toBeInTheDocument();
      await user.type(name, 'x'.repeat(120));
      expect(name).toHaveValue(`Asha Rao${'x'.repeat(92)}`);
      expect(within(dialog).getByText('100/100')).toBeInTheDocument();
      const email = within(dialog).getByLabelText('Email');
      expect(email).toHaveValue('asha@greenfield.edu');
      expect(email).toHaveAttribute('readonly');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Edit Asha Rao' }));
      await user.click(screen.getByRole('button', { name: 'Close dialog' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it("saves the trimmed name: 'Saving...', closes, refetches, notice", async () => {
      const user = userEvent.setup();
      const held = heldReply();
      const gateway = await openGreenfield(user, { 'PATCH /superadmin/admin': held.route });
      const dialog = await openDialog(user, 'Edit Asha Rao', 'Edit Admin');
      await user.clear(within(dialog).getByLabelText('Admin Name'));
      await user.type(within(dialog).getByLabelText('Admin Name'), '  Asha R. Rao  ');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(gateway.callsTo('PATCH /superadmin/admin')[0]?.body).toEqual({ adminId: asha.id, name: 'Asha R. Rao' });

      gateway.set({ [listKey]: ok({ data: [{ ...asha, name: 'Asha R. Rao' }, vikram] }) });
      await act(async () => held.release(ok({})));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('Operation completed successfully!')).toBeInTheDocument();
      expect(await screen.findByText('Asha R. Rao')).toBeInTheDocument();
    });

    it("shows the server's error when the save fails", async () => {
      const user = userEvent.setup();
      await openGreenfield(user, { 'PATCH /superadmin/admin': failure(404, 'Admin not found') });
      const dialog = await openDialog(user, 'Edit Asha Rao', 'Edit Admin');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByText('Admin not found')).toBeInTheDocument();
    });
  });
});
