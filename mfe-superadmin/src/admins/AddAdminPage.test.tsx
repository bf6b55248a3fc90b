import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR from 'swr';
import { endpoints, fetcher, keyOf } from '@rollcall/api-client';
import type { AdminListResponse } from '@rollcall/contracts';
import { failure, heldReply, mockGateway, ok } from '@rollcall/api-client/testing';
import { admins, chooseInstitute, institutes, renderSuperadmin } from '../../test/area';

const greenfield = institutes[0]!;
const banner = 'Please fix the validation errors before submitting';
const combobox = () => screen.getByRole('combobox', { name: 'Select Institute' });

async function openPage(routes = {}, beside?: React.ReactNode) {
  const gateway = mockGateway({ 'GET /superadmin/institute': ok({ instituteData: institutes }), ...routes });
  renderSuperadmin('/superadmin/add-admin', beside);
  await waitFor(() => expect(combobox()).toBeEnabled());
  return gateway;
}

describe('Create New Admin', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the admin details only once an institute is chosen, with its summary', async () => {
    const user = userEvent.setup();
    await openPage();
    expect(combobox()).toHaveTextContent('Choose an institute...');
    expect(screen.queryByLabelText('Admin Email Address')).not.toBeInTheDocument();
    expect(screen.queryByText('Admin Details')).not.toBeInTheDocument();

    await chooseInstitute(user, greenfield.name);
    const summary = screen.getByRole('region', { name: 'Selected Institute' });
    expect(summary).toHaveTextContent('Greenfield College');
    expect(summary).toHaveTextContent('office@greenfield.edu');
    expect(screen.getByRole('group', { name: 'Admin Details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Admin Email Address')).toHaveAccessibleDescription(
      'The admin receives their login credentials at this address',
    );
    expect(screen.getByLabelText('Admin Name')).toHaveAttribute('aria-required', 'true');
  });

  it('clearing the institute hides the details and empties the institute id', async () => {
    const user = userEvent.setup();
    const gateway = await openPage();
    await chooseInstitute(user, greenfield.name);
    await user.type(screen.getByLabelText('Admin Email Address'), 'asha@greenfield.edu');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByLabelText('Admin Email Address')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected Institute' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));
    expect(screen.getByText('Please select an institute')).toBeInTheDocument();
    expect(screen.getByText(banner)).toBeInTheDocument();
    expect(gateway.callsTo('POST /superadmin/admin')).toHaveLength(0);
  });

  it('checks the email on blur and everything on submit', async () => {
    const user = userEvent.setup();
    const gateway = await openPage();
    await chooseInstitute(user, greenfield.name);
    await user.click(screen.getByLabelText('Admin Email Address'));
    await user.tab();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Admin Email Address'), 'asha@');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));
    expect(screen.getByText(banner)).toBeInTheDocument();
    expect(screen.queryByText('Please select an institute')).not.toBeInTheDocument();
    expect(gateway.callsTo('POST /superadmin/admin')).toHaveLength(0);
  });

  it('Reset Form clears the institute, the fields, the errors and the banner', async () => {
    const user = userEvent.setup();
    await openPage();
    await chooseInstitute(user, greenfield.name);
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));
    expect(screen.getByText(banner)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(combobox()).toHaveTextContent('Choose an institute...');
  });

  it("creates the admin: 'Creating Admin...', trimmed payload, notice for 5 seconds, form reset, list refreshed", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const held = heldReply();
    let created = false;
    const gateway = await openPage(
      {
        'POST /superadmin/admin': held.route,
        [`GET /superadmin/admin?instituteId=${greenfield.id}`]: () => ok({ data: created ? admins : [] }),
      },
      <AdminCount instituteId={greenfield.id} />,
    );
    expect(await screen.findByTestId('admin-count')).toHaveTextContent('0');
    await chooseInstitute(user, greenfield.name);
    await user.type(screen.getByLabelText('Admin Email Address'), ' Asha@Greenfield.EDU ');
    await user.type(screen.getByLabelText('Admin Name'), '  Asha Rao ');
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));
    expect(screen.getByRole('button', { name: 'Creating Admin...' })).toBeDisabled();
    expect(gateway.callsTo('POST /superadmin/admin')[0]?.body).toEqual({
      email: 'asha@greenfield.edu',
      instituteId: greenfield.id,
      name: 'Asha Rao',
    });

    created = true;
    await act(async () => held.release({ status: 201, body: { success: true } }));
    expect(screen.getByText('Admin created successfully!.')).toBeInTheDocument();
    expect(combobox()).toHaveTextContent('Choose an institute...');
    expect(screen.queryByLabelText('Admin Email Address')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('admin-count')).toHaveTextContent('2'));

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Admin created successfully!.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Admin created successfully!.')).not.toBeInTheDocument();
  });

  it("shows the server's error and keeps the form", async () => {
    const user = userEvent.setup();
    await openPage({ 'POST /superadmin/admin': failure(409, 'An admin with this email already exists') });
    await chooseInstitute(user, greenfield.name);
    await user.type(screen.getByLabelText('Admin Email Address'), 'asha@greenfield.edu');
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));
    expect(await screen.findByText('An admin with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Admin Email Address')).toHaveValue('asha@greenfield.edu');
    expect(screen.queryByText('Admin created successfully!.')).not.toBeInTheDocument();
  });

  const tip = () => within(screen.getByRole('complementary')).getByText(/secure temporary password is generated automatically/);

  it('explains the temporary password, and Google sign-in when the gateway offers it', async () => {
    await openPage({ 'GET /auth/options': ok({ google: true }) });
    await waitFor(() =>
      expect(tip()).toHaveTextContent(/change it at the first sign-in \(with email and password, or with Google\)\.$/),
    );
  });

  it.each([
    ['where it is not configured', ok({ google: false })],
    ['when the gateway cannot say', failure(503, 'Service unavailable')],
  ])('does not mention Google %s', async (_case, reply) => {
    const gateway = await openPage({ 'GET /auth/options': reply });
    await waitFor(() => expect(gateway.callsTo('GET /auth/options')).toHaveLength(1));
    await act(async () => {});
    expect(tip()).toHaveTextContent(/change it at the first sign-in\.$/);
    expect(tip()).not.toHaveTextContent('Google');
  });
});

/** Another screen's reader of the institute's cached admin list, which a create must refresh. */
function AdminCount({ instituteId }: { instituteId: string }) {
  const { data } = useSWR<AdminListResponse>(keyOf(endpoints.listAdmins, { query: { instituteId } }), fetcher);
  return data ? <output data-testid="admin-count">{data.data.length}</output> : null;
}
