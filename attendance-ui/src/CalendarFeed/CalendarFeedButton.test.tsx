import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, mockGateway, ok, type Route } from '@rollcall/api-client/testing';
import { renderRoute } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { CalendarFeedButton } from './CalendarFeedButton';
import type { FeedChoice } from './CalendarFeedDialog';
import { feedTexts } from './texts/texts';

const english = feedTexts.english;

const FIRST = 'https://api.rollcall.test/calendar-feed.ics?token=first';
const SECOND = 'https://api.rollcall.test/calendar-feed.ics?token=second';
const teacher: FeedChoice[] = [{ label: 'My lectures', owner: { kind: 'teacher' } }];

function showButton(routes: Record<string, Route>, choices: readonly FeedChoice[] = teacher) {
  const gateway = mockGateway(routes);
  renderRoute('/area', { '/area': <CalendarFeedButton choices={choices} /> });
  return gateway;
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: english('feed.menuItem') }));
  return screen.findByRole('dialog', { name: english('feed.title') });
};

const address = () => screen.findByRole('textbox', { name: english('feed.addressLabel') });

describe('CalendarFeedButton', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('shows the feed address read-only with the sentence on subscribing, after loading it', async () => {
    const user = userEvent.setup();
    const reply = heldReply();
    showButton({ 'GET /teacher/calendar-feed': reply.route });

    const dialog = await openDialog(user);
    expect(within(dialog).getByText(english('feed.loading'))).toBeInTheDocument();
    await act(async () => reply.release(ok({ url: FIRST })));

    expect(await address()).toHaveValue(FIRST);
    expect(await address()).toHaveAttribute('readonly');
    expect(within(dialog).getByText(english('feed.howTo'))).toBeInTheDocument();
    expect(english('feed.howTo')).toBe(
      "Add it to your phone's calendar as a subscribed calendar (on iPhone: Settings → Calendar → Accounts → Add Subscribed " +
        'Calendar; on Android: Google Calendar on the web → Other calendars → From URL). It updates by itself.',
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('copies the address to the clipboard', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => {});
    showButton({ 'GET /teacher/calendar-feed': ok({ url: FIRST }) });
    await openDialog(user);
    await address();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(screen.getByRole('button', { name: english('feed.copy') }));

    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(await screen.findByText(english('feed.copied'))).toBeInTheDocument();
  });

  it('selects the address to copy by hand where the clipboard is unavailable', async () => {
    const user = userEvent.setup();
    showButton({ 'GET /teacher/calendar-feed': ok({ url: FIRST }) });
    await openDialog(user);
    const field = (await address()) as HTMLInputElement;
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });

    await user.click(screen.getByRole('button', { name: english('feed.copy') }));

    expect(await screen.findByText(english('feed.copyFailed'))).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, FIRST.length]);
  });

  it('makes a new address only once asked and confirmed, then shows it', async () => {
    const user = userEvent.setup();
    const gateway = showButton({
      'GET /teacher/calendar-feed': ok({ url: FIRST }),
      'POST /teacher/calendar-feed': ok({ url: SECOND }),
    });
    await openDialog(user);
    await address();

    await user.click(screen.getByRole('button', { name: english('feed.renew') }));
    const confirm = await screen.findByRole('dialog', { name: english('feed.renew') });
    expect(within(confirm).getByText(english('feed.renewConfirm'))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await address()).toHaveValue(FIRST);
    expect(gateway.callsTo('POST /teacher/calendar-feed')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: english('feed.renew') }));
    await user.click(
      within(await screen.findByRole('dialog', { name: english('feed.renew') })).getByRole('button', {
        name: english('feed.renew'),
      }),
    );

    expect(await address()).toHaveValue(SECOND);
    expect(screen.getByText(english('feed.renewed'))).toBeInTheDocument();
    expect(gateway.callsTo('POST /teacher/calendar-feed')).toHaveLength(1);
  });

  it('keeps the old address and says why when a new one cannot be made', async () => {
    const user = userEvent.setup();
    showButton({
      'GET /teacher/calendar-feed': ok({ url: FIRST }),
      'POST /teacher/calendar-feed': failure(503, 'The database is unavailable for a moment: try again'),
    });
    await openDialog(user);
    await address();
    await user.click(screen.getByRole('button', { name: english('feed.renew') }));
    const confirm = await screen.findByRole('dialog', { name: english('feed.renew') });
    await user.click(within(confirm).getByRole('button', { name: english('feed.renew') }));

    expect(await within(confirm).findByText('The database is unavailable for a moment: try again')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await address()).toHaveValue(FIRST);
  });

  it("offers a parent each child's feed, each from the child's own address", async () => {
    const user = userEvent.setup();
    const gateway = showButton(
      {
        'GET /parent/children/c1/calendar-feed': ok({ url: FIRST }),
        'GET /parent/children/c2/calendar-feed': ok({ url: SECOND }),
        'POST /parent/children/c2/calendar-feed': ok({ url: `${SECOND}-new` }),
      },
      [
        { label: 'Asha Rao', owner: { kind: 'child', childId: 'c1' } },
        { label: 'Vikram Rao', owner: { kind: 'child', childId: 'c2' } },
      ],
    );
    const dialog = await openDialog(user);
    expect(await address()).toHaveValue(FIRST);

    await user.click(within(dialog).getByRole('combobox', { name: english('feed.whose') }));
    await user.click(await screen.findByRole('option', { name: 'Vikram Rao' }));

    await waitFor(async () => expect(await address()).toHaveValue(SECOND));
    await user.click(screen.getByRole('button', { name: english('feed.renew') }));
    await user.click(
      within(await screen.findByRole('dialog', { name: english('feed.renew') })).getByRole('button', {
        name: english('feed.renew'),
      }),
    );
    expect(await address()).toHaveValue(`${SECOND}-new`);
    expect(gateway.callsTo('POST /parent/children/c2/calendar-feed')).toHaveLength(1);
  });

  it('is not offered when there is no feed to choose (a parent with no child linked)', () => {
    showButton({}, []);
    expect(screen.queryByRole('button', { name: english('feed.menuItem') })).not.toBeInTheDocument();
  });
});
