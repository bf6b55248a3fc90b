import { act, screen, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { endpoints, fetcher, keyOf } from '@rollcall/api-client';
import type { InstituteListResponse, SuperadminStatsResponse } from '@rollcall/contracts';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, mockGateway, ok } from '@rollcall/api-client/testing';
import { institutes, renderSuperadmin } from '../../test/area';
import { addInstituteState } from './institute-prefill';

const field = (label: string) => screen.getByLabelText(label);
const banner = 'Please fix the validation errors before submitting';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Institute Name'), '  Greenfield College ');
  await user.type(field('Email Address'), ' Office@Greenfield.EDU ');
  await user.type(field('Phone Number'), '+91 98765 43210');
  await user.type(field('Address'), '12 Park Street, Kolkata');
}

describe('Create New Institute', () => {
  afterEach(() => jest.useRealTimers());

  it('has the four fields, the address on three rows, and a tip box', () => {
    mockGateway();
    renderSuperadmin('/superadmin/add-institute');
    expect(screen.getByRole('heading', { name: 'Create New Institute' })).toBeInTheDocument();
    expect(field('Institute Name')).toHaveValue('');
    expect(field('Email Address')).toHaveAttribute('type', 'email');
    expect(field('Phone Number')).toHaveAttribute('type', 'tel');
    expect(field('Address').tagName).toBe('TEXTAREA');
    expect(field('Address')).toHaveAttribute('rows', '3');
    expect(screen.getByText(/Make sure the details are accurate/)).toHaveTextContent(/edit every field later/);
  });

  it('checks a field when it loses focus, trimming before the emptiness check', async () => {
    const user = userEvent.setup();
    mockGateway();
    renderSuperadmin('/superadmin/add-institute');
    await user.type(field('Institute Name'), '   ');
    await user.tab();
    expect(screen.getByText('Institute name is required')).toBeInTheDocument();
    expect(field('Institute Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();

    await user.tab(); // leaves Email Address
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(field('Email Address'), 'not-an-email');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    // Clicking back into the email field left Phone Number, which was checked then.
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.queryByText('Address is required')).not.toBeInTheDocument();
    await user.click(field('Address'));
    await user.tab();
    expect(screen.getByText('Address is required')).toBeInTheDocument();

    await user.type(field('Institute Name'), 'Greenfield');
    expect(screen.queryByText('Institute name is required')).not.toBeInTheDocument();
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
  });

  it('on an empty submit shows every error and the banner, and sends nothing', async () => {
    const user = userEvent.setup();
    const gateway = mockGateway();
    renderSuperadmin('/superadmin/add-institute');
    await user.click(screen.getByRole('button', { name: 'Create Institute' }));
    expect(screen.getByText(banner)).toBeInTheDocument();
    for (const message of [
      'Institute name is required',
      'Email is required',
      'Phone number is required',
      'Address is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(gateway.callsTo('POST /superadmin/institute')).toHaveLength(0);
  });

  it('Clear Form empties the fields, the errors and the banner', async () => {
    const user = userEvent.setup();
    mockGateway();
    renderSuperadmin('/superadmin/add-institute');
    await user.type(field('Institute Name'), 'Greenfield');
    await user.click(screen.getByRole('button', { name: 'Create Institute' }));
    expect(screen.getByText(banner)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Form' }));
    expect(field('Institute Name')).toHaveValue('');
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  describe('opened from a registration request', () => {
    const fromRequest = {
      pathname: '/superadmin/add-institute',
      state: addInstituteState({ name: 'Lakeview College', email: 'office@lakeview.edu', phoneNumber: '044 2345 6789' }),
    };

    it('starts with the name, email and phone filled in; the super admin adds the address and creates it, then the form is empty', async () => {
      const user = userEvent.setup();
      const gateway = mockGateway({ 'POST /superadmin/institute': { status: 201, body: { success: true } } });
      renderSuperadmin(fromRequest);
      expect(field('Institute Name')).toHaveValue('Lakeview College');
      expect(field('Email Address')).toHaveValue('office@lakeview.edu');
      expect(field('Phone Number')).toHaveValue('044 2345 6789');
      expect(field('Address')).toHaveValue('');
      await user.type(field('Address'), '7 Lake Road, Chennai');
      await user.click(screen.getByRole('button', { name: 'Create Institute' }));
      expect(await screen.findByText('Institute created successfully')).toBeInTheDocument();
      expect(gateway.callsTo('POST /superadmin/institute')[0]?.body).toEqual({
        name: 'Lakeview College',
        email: 'office@lakeview.edu',
        phoneNumber: '044 2345 6789',
        address: '7 Lake Road, Chennai',
      });
      for (const label of ['Institute Name', 'Email Address', 'Phone Number', 'Address']) expect(field(label)).toHaveValue('');
    });

    it('Clear Form empties the prefilled fields too', async () => {
      const user = userEvent.setup();
      mockGateway();
      renderSuperadmin(fromRequest);
      await user.click(screen.getByRole('button', { name: 'Clear Form' }));
      for (const label of ['Institute Name', 'Email Address', 'Phone Number']) expect(field(label)).toHaveValue('');
    });

    it('ignores router state that is not a prefill', () => {
      mockGateway();
      renderSuperadmin({ pathname: '/superadmin/add-institute', state: { prefill: { name: 42, email: 'x@y.in' } } });
      expect(field('Institute Name')).toHaveValue('');
      expect(field('Email Address')).toHaveValue('x@y.in');
    });
  });

  it('creates the institute: busy label, trimmed payload, notice for 5 seconds, form reset', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const held = heldReply();
    const gateway = mockGateway({ 'POST /superadmin/institute': held.route });
    renderSuperadmin('/superadmin/add-institute');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Institute' }));

    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(gateway.callsTo('POST /superadmin/institute')[0]?.body).toEqual({
      name: 'Greenfield College',
      email: 'office@greenfield.edu',
      phoneNumber: '+91 98765 43210',
      address: '12 Park Street, Kolkata',
    });
    await act(async () => held.release({ status: 201, body: { success: true } }));

    expect(await screen.findByText('Institute created successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Institute' })).toBeEnabled();
    expect(field('Institute Name')).toHaveValue('');
    expect(field('Address')).toHaveValue('');

    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Institute created successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Institute created successfully')).not.toBeInTheDocument();
  });

  it("shows the server's error and keeps what was typed", async () => {
    const user = userEvent.setup();
    mockGateway({ 'POST /superadmin/institute': failure(409, 'An institute with this email already exists') });
    renderSuperadmin('/superadmin/add-institute');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Institute' }));
    expect(await screen.findByText('An institute with this email already exists')).toBeInTheDocument();
    expect(field('Institute Name')).toHaveValue('  Greenfield College ');
    expect(screen.queryByText('Institute created successfully')).not.toBeInTheDocument();
  });

  it("shows the error's own message when the server gives none", async () => {
    const user = userEvent.setup();
    mockGateway({ 'POST /superadmin/institute': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderSuperadmin('/superadmin/add-institute');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Institute' }));
    expect(await screen.findByText('Network error: the server could not be reached')).toBeInTheDocument();
  });

  it('refreshes the cached institute list and figures after a create', async () => {
    const user = userEvent.setup();
    let count = 0;
    const gateway = mockGateway({
      'POST /superadmin/institute': () => {
        count += 1;
        return { status: 201, body: { success: true } };
      },
      'GET /superadmin/institute': () => ok({ instituteData: institutes.slice(0, count) }),
      'GET /superadmin/stats': () => ok({ stats: { institutes: count, students: 0, teachers: 0 } }),
    });
    renderSuperadmin('/superadmin/add-institute', <CachedReaders />);
    expect(await screen.findByTestId('cached-count')).toHaveTextContent('colleges 0, listed 0');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Institute' }));
    await screen.findByText('Institute created successfully');
    await waitFor(() => expect(screen.getByTestId('cached-count')).toHaveTextContent('colleges 1, listed 1'));
    expect(gateway.callsTo('GET /superadmin/stats')).toHaveLength(2);
  });
});

/** Another screen's readers of the two cached answers a create must refresh. */
function CachedReaders() {
  const stats = useSWR<SuperadminStatsResponse>(keyOf(endpoints.platformStats), fetcher);
  const list = useSWR<InstituteListResponse>(keyOf(endpoints.listInstitutes), fetcher);
  if (!stats.data || !list.data) return null;
  return (
    <output data-testid="cached-count">
      colleges {stats.data.stats.institutes}, listed {list.data.instituteData.length}
    </output>
  );
}
