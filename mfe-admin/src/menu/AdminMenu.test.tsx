import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressBar } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { dashboardReply } from '../../test/dashboard';
import { adminGateway } from '../../test/gateway';
import { WIDE_WINDOW } from './wideWindow';

/** A window as wide as this (in CSS pixels): media queries of a minimum width match as a browser's would. */
function windowWidth(pixels: number) {
  window.matchMedia = ((media: string) => {
    const minimum = /min-width:\s*([\d.]+)rem/.exec(media);
    return {
      media,
      matches: minimum ? pixels >= Number(minimum[1]) * 16 : false,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  }) as unknown as typeof window.matchMedia;
}

const openButton = () => screen.queryByRole('button', { name: 'Open menu' });
const menu = () => screen.queryByRole('complementary', { name: 'Admin menu' });
const entry = (label: string) => within(menu()!).getByRole('button', { name: label });

async function openArea(at = '/admin/dashboard', title = 'Dashboard') {
  adminGateway({ 'GET /admin/dashboard': { body: dashboardReply() } });
  renderAdmin(at);
  await screen.findByRole('heading', { level: 1, name: title });
}

describe('The admin menu by the window’s width', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('takes 1024 px or more for a wide window', () => {
    windowWidth(1024);
    expect(window.matchMedia(WIDE_WINDOW).matches).toBe(true);
    windowWidth(1023);
    expect(window.matchMedia(WIDE_WINDOW).matches).toBe(false);
  });

  describe('on a desktop (1366 px)', () => {
    beforeEach(() => windowWidth(1366));

    it('stays open beside the page, with every entry, and no menu button, X or backdrop', async () => {
      await openArea();
      expect(menu()).toBeInTheDocument();
      expect(openButton()).not.toBeInTheDocument();
      expect(within(menu()!).queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('menu-backdrop')).not.toBeInTheDocument();
      expect(
        within(within(menu()!).getByRole('navigation', { name: 'Admin sections' }))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Dashboard', 'Subject', 'Teacher', 'Attendance records', 'Administration', 'Reports', 'Leave and on-duty']);
      expect(menu()).toHaveTextContent('Asha Rao');
      expect(entry('Dashboard')).toHaveAttribute('aria-current', 'page');
    });

    it('navigates to the chosen entry and stays open, the entry marked active', async () => {
      const user = userEvent.setup();
      await openArea();
      await user.click(entry('Reports'));
      expect(addressBar()).toHaveTextContent('/admin/reports');
      expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
      expect(menu()).toBeInTheDocument();
      expect(entry('Reports')).toHaveAttribute('aria-current', 'page');
      expect(entry('Dashboard')).not.toHaveAttribute('aria-current');
    });

    it('stays open on Escape', async () => {
      const user = userEvent.setup();
      await openArea();
      await user.keyboard('{Escape}');
      expect(menu()).toBeInTheDocument();
    });

    it('has no serious accessibility violation', async () => {
      await openArea();
      await screen.findByRole('heading', { level: 2, name: /^The day: / });
      expect(await seriousAxeViolations()).toEqual([]);
    });
  });

  describe('on a phone (390 px)', () => {
    beforeEach(() => windowWidth(390));

    it('slides in from the menu button and closes once an entry is chosen', async () => {
      const user = userEvent.setup();
      await openArea();
      expect(menu()).not.toBeInTheDocument();
      await user.click(openButton()!);
      expect(menu()).toBeInTheDocument();
      expect(within(menu()!).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
      expect(screen.getByTestId('menu-backdrop')).toBeInTheDocument();
      await user.click(entry('Teacher'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Teacher' })).toBeInTheDocument();
      expect(menu()).not.toBeInTheDocument();
      expect(openButton()).toBeInTheDocument();
    });

    it('has no serious accessibility violation with the menu open', async () => {
      const user = userEvent.setup();
      await openArea();
      await user.click(openButton()!);
      expect(await seriousAxeViolations()).toEqual([]);
    });
  });
});
