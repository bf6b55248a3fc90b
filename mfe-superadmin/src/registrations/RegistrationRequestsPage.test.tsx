import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, mockGateway, ok } from '@rollcall/api-client/testing';
import { addressBar } from '@rollcall/ui-kit/testing';
import type { RegistrationEnquiry } from '@rollcall/contracts';
import { renderSuperadmin } from '../../test/area';

const sunrise: RegistrationEnquiry = {
  id: '5d7a1c2e-3b4f-4a6d-8e9f-000000000021',
  instituteName: 'Sunrise Coaching Centre',
  contactName: 'Meera Iyer',
  email: 'hello@sunrise.in',
  phoneNumber: '+91 98450 12345',
  students: 1200,
  message: 'Please call after 4 pm.',
  createdAt: '2026-05-20T10:30:00.000Z',
};
const lakeview: RegistrationEnquiry = {
  id: '5d7a1c2e-3b4f-4a6d-8e9f-000000000022',
  instituteName: 'Lakeview College',
  contactName: 'Anil Rao',
  email: 'office@lakeview.edu',
  phoneNumber: '044 2345 6789',
  students: null,
  message: null,
  createdAt: '2026-05-18T08:05:00.000Z',
};
const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('Registration Requests', () => {
  it("shows 'Loading registration requests...', then a card per request in the server's order (newest first)", async () => {
    const held = heldReply();
    mockGateway({ 'GET /superadmin/enquiries': held.route });
    renderSuperadmin('/superadmin/registrations');
    expect(screen.getByRole('heading', { name: 'Registration Requests' })).toBeInTheDocument();
    expect(screen.getByText('Loading registration requests...')).toBeInTheDocument();
    held.release(ok({ data: [sunrise, lakeview] }));
    await screen.findByRole('article', { name: 'Sunrise Coaching Centre' });
    expect(screen.queryByText('Loading registration requests...')).not.toBeInTheDocument();
    expect(cardNames()).toEqual(['Sunrise Coaching Centre', 'Lakeview College']);
  });

  it('shows every detail of a request, with email and phone as links and the received time in the local format', async () => {
    mockGateway({ 'GET /superadmin/enquiries': ok({ data: [sunrise, lakeview] }) });
    renderSuperadmin('/superadmin/registrations');
    const card = await screen.findByRole('article', { name: 'Sunrise Coaching Centre' });
    expect(within(card).getByRole('heading', { name: 'Sunrise Coaching Centre' })).toBeInTheDocument();
    expect(within(card).getByText('Meera Iyer')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'hello@sunrise.in' })).toHaveAttribute('href', 'mailto:hello@sunrise.in');
    expect(within(card).getByRole('link', { name: '+91 98450 12345' })).toHaveAttribute('href', 'tel:+919845012345');
    expect(within(card).getByText((1200).toLocaleString())).toBeInTheDocument();
    expect(within(card).getByText('Please call after 4 pm.')).toBeInTheDocument();
    const received = new Date(sunrise.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(within(card).getByText(received)).toHaveAttribute('datetime', sunrise.createdAt);

    const bare = screen.getByRole('article', { name: 'Lakeview College' });
    expect(within(bare).getByRole('link', { name: '044 2345 6789' })).toHaveAttribute('href', 'tel:04423456789');
    expect(within(bare).getByText('Not given')).toBeInTheDocument();
    expect(within(bare).queryByRole('blockquote')).not.toBeInTheDocument();
  });

  it('says when there are no requests yet', async () => {
    mockGateway({ 'GET /superadmin/enquiries': ok({ data: [] }) });
    renderSuperadmin('/superadmin/registrations');
    expect(await screen.findByText('No registration requests yet')).toBeInTheDocument();
    expect(screen.getByText('Institutes that register from the landing page appear here.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says when the requests could not be loaded, and Retry loads them', async () => {
    const user = userEvent.setup();
    const gateway = mockGateway({ 'GET /superadmin/enquiries': failure(503, 'Service unavailable') });
    renderSuperadmin('/superadmin/registrations');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load registration requests');
    gateway.set({ 'GET /superadmin/enquiries': ok({ data: [lakeview] }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Lakeview College' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load registration requests')).not.toBeInTheDocument();
    expect(gateway.callsTo('GET /superadmin/enquiries')).toHaveLength(2);
  });

  it("Create Institute opens Create New Institute with the request's name, email and phone, and an empty address", async () => {
    const user = userEvent.setup();
    mockGateway({ 'GET /superadmin/enquiries': ok({ data: [sunrise, lakeview] }) });
    renderSuperadmin('/superadmin/registrations');
    const card = await screen.findByRole('article', { name: 'Lakeview College' });
    await user.click(within(card).getByRole('button', { name: 'Create Institute' }));

    expect(addressBar()).toHaveTextContent('/superadmin/add-institute');
    expect(screen.getByRole('heading', { name: 'Create New Institute' })).toBeInTheDocument();
    expect(screen.getByLabelText('Institute Name')).toHaveValue('Lakeview College');
    expect(screen.getByLabelText('Email Address')).toHaveValue('office@lakeview.edu');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('044 2345 6789');
    expect(screen.getByLabelText('Address')).toHaveValue('');
  });

  it('Back goes to the dashboard', async () => {
    const user = userEvent.setup();
    mockGateway({
      'GET /superadmin/enquiries': ok({ data: [] }),
      'GET /superadmin/stats': ok({ stats: { institutes: 0, students: 0, teachers: 0 } }),
    });
    renderSuperadmin('/superadmin/registrations');
    await screen.findByText('No registration requests yet');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(addressBar()).toHaveTextContent('/superadmin/home');
    await screen.findAllByText('0');
  });
});
