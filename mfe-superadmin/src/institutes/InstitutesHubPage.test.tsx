import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, mockGateway, ok } from '@rollcall/api-client/testing';
import { addressBar } from '@rollcall/ui-kit/testing';
import { institutes, renderSuperadmin } from '../../test/area';

const [greenfield, riverside] = institutes as [(typeof institutes)[0], (typeof institutes)[0]];
const search = () => screen.getByPlaceholderText('Search institutes by name, email, or address...');
const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('Institutes Hub', () => {
  afterEach(() => jest.useRealTimers());

  it("shows 'Loading Institutes', then a card per institute with its details", async () => {
    const held = heldReply();
    mockGateway({ 'GET /superadmin/institute': held.route });
    renderSuperadmin('/superadmin/view-institutes');
    expect(screen.getByText('Loading Institutes')).toBeInTheDocument();
    held.release(ok({ instituteData: institutes }));
    const card = await screen.findByRole('article', { name: 'Greenfield College' });
    expect(screen.queryByText('Loading Institutes')).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Greenfield College' })).toBeInTheDocument();
    expect(within(card).getByText('office@greenfield.edu')).toBeInTheDocument();
    expect(within(card).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(within(card).getByText('12 Park Street, Kolkata')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Greenfield College' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Greenfield College', 'Riverside Academy', 'Hilltop Coaching Centre']);
  });

  it('searches name, email and address case-insensitively', async () => {
    const user = userEvent.setup();
    mockGateway({ 'GET /superadmin/institute': ok({ instituteData: institutes }) });
    renderSuperadmin('/superadmin/view-institutes');
    await screen.findByRole('article', { name: 'Greenfield College' });
    await user.type(search(), 'RIVERSIDE');
    expect(cardNames()).toEqual(['Riverside Academy']);
    await user.clear(search());
    await user.type(search(), '@HillTop.in');
    expect(cardNames()).toEqual(['Hilltop Coaching Centre']);
    await user.clear(search());
    await user.type(search(), 'kolkata');
    expect(cardNames()).toEqual(['Greenfield College']);
    await user.clear(search());
    await user.type(search(), '98765'); // phone numbers are not searched
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says nothing matched the search, and Clear Search brings every card back', async () => {
    const user = userEvent.setup();
    mockGateway({ 'GET /superadmin/institute': ok({ instituteData: institutes }) });
    renderSuperadmin('/superadmin/view-institutes');
    await screen.findByRole('article', { name: 'Greenfield College' });
    await user.type(search(), 'oxford');
    expect(screen.getByText('No institutes found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or check the spelling')).toBeInTheDocument();
    expect(screen.queryByText('No institutes available')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(search()).toHaveValue('');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('says when there are no institutes at all', async () => {
    mockGateway({ 'GET /superadmin/institute': ok({ instituteData: [] }) });
    renderSuperadmin('/superadmin/view-institutes');
    expect(await screen.findByText('No institutes available')).toBeInTheDocument();
    expect(
      screen.getByText('Add your first institute to get started with managing educational institutions'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and Retry loads it', async () => {
    const user = userEvent.setup();
    const gateway = mockGateway({ 'GET /superadmin/institute': failure(503, 'Service unavailable') });
    renderSuperadmin('/superadmin/view-institutes');
    expect(await screen.findByText('Failed to load institutes. Please try again.')).toBeInTheDocument();
    gateway.set({ 'GET /superadmin/institute': ok({ instituteData: institutes }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Riverside Academy' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load institutes. Please try again.')).not.toBeInTheDocument();
  });

  it('Back goes to the dashboard', async () => {
    const user = userEvent.setup();
    mockGateway({
      'GET /superadmin/institute': ok({ instituteData: [] }),
      'GET /superadmin/stats': ok({ stats: { institutes: 0, students: 0, teachers: 0 } }),
    });
    renderSuperadmin('/superadmin/view-institutes');
    await screen.findByText('No institutes available');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(addressBar()).toHaveTextContent('/superadmin/home');
    await screen.findAllByText('0');
  });

  describe('Edit Institute', () => {
    async function openEdit(user: ReturnType<typeof userEvent.setup>, routes = {}) {
      const gateway = mockGateway({ 'GET /superadmin/institute': ok({ instituteData: institutes }), ...routes });
      renderSuperadmin('/superadmin/view-institutes');
      await user.click(await screen.findByRole('button', { name: 'Edit Riverside Academy' }));
      return { gateway, dialog: screen.getByRole('dialog', { name: 'Edit Institute' }) };
    }

    it("opens with the card's values and closes on Cancel or the X without saving", async () => {
      const user = userEvent.setup();
      const { gateway, dialog } = await openEdit(user);
      expect(within(dialog).getByLabelText('Institute Name')).toHaveValue(riverside.name);
      expect(within(dialog).getByLabelText('Email Address')).toHaveValue(riverside.email);
      expect(within(dialog).getByLabelText('Phone Number')).toHaveValue(riverside.phoneNumber);
      expect(within(dialog).getByLabelText('Address')).toHaveValue(riverside.address);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Edit Greenfield College' }));
      const second = screen.getByRole('dialog', { name: 'Edit Institute' });
      expect(within(second).getByLabelText('Institute Name')).toHaveValue(greenfield.name);
      await user.click(within(second).getByRole('button', { name: 'Close dialog' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(gateway.callsTo('PATCH /superadmin/institute')).toHaveLength(0);
    });

    it('checks fields on blur with the simple email pattern, and on save shows the banner', async () => {
      const user = userEvent.setup();
      const { gateway, dialog } = await openEdit(user);
      const email = within(dialog).getByLabelText('Email Address');
      await user.clear(email);
      await user.type(email, 'office@riverside');
      await user.tab();
      expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
      await user.clear(within(dialog).getByLabelText('Institute Name'));
      await user.type(within(dialog).getByLabelText('Institute Name'), '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(within(dialog).getByText('Please fix the validation errors before saving')).toBeInTheDocument();
      expect(within(dialog).getByText('Institute name is required')).toBeInTheDocument();
      expect(gateway.callsTo('PATCH /superadmin/institute')).toHaveLength(0);
    });

    it("saves: 'Saving...', closes, refetches the list and shows the notice for 5 seconds", async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const held = heldReply();
      const { gateway, dialog } = await openEdit(user, { 'PATCH /superadmin/institute': held.route });
      await user.clear(within(dialog).getByLabelText('Institute Name'));
      await user.type(within(dialog).getByLabelText('Institute Name'), ' Riverside International Academy ');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(gateway.callsTo('PATCH /superadmin/institute')[0]?.body).toEqual({
        ...riverside,
        name: 'Riverside International Academy',
      });

      const renamed = institutes.map((institute) =>
        institute.id === riverside.id ? { ...institute, name: 'Riverside International Academy' } : institute,
      );
      gateway.set({ 'GET /superadmin/institute': ok({ instituteData: renamed }) });
      await act(async () => held.release(ok({})));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('Institute updated successfully!')).toBeInTheDocument();
      expect(await screen.findByRole('article', { name: 'Riverside International Academy' })).toBeInTheDocument();
      expect(gateway.callsTo('GET /superadmin/institute')).toHaveLength(2);
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.queryByText('Institute updated successfully!')).not.toBeInTheDocument();
    });

    it("keeps the dialog open with the server's error when the save fails", async () => {
      const user = userEvent.setup();
      const { dialog } = await openEdit(user, {
        'PATCH /superadmin/institute': failure(409, 'An institute with this email already exists'),
      });
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByText('An institute with this email already exists')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
      expect(screen.queryByText('Institute updated successfully!')).not.toBeInTheDocument();
    });
  });
});
