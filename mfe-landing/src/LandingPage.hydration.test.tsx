import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { renderPage } from '@rollcall/federation/render-page';
import LandingPage from './LandingPage';

// The page is prerendered at build time and hydrated in the browser: its first render may not depend on the
// browser (window, dates, media queries), or hydration throws the server's markup away.
test('hydrates the markup the build prerenders without a mismatch, and its FAQ and phone menu then work', async () => {
  document.body.innerHTML = `<div id="root">${renderPage(LandingPage)}</div>`;
  const menuButton = screen.getByRole('button', { name: 'Open menu' });
  const errors = jest.spyOn(console, 'error');
  const recoverable = jest.fn();

  await act(async () => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <BrowserRouter>
          <LandingPage />
        </BrowserRouter>
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
  });

  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Open menu' })).toBe(menuButton);
  const user = userEvent.setup();
  await user.click(menuButton);
  expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  const question = screen.getByRole('button', { name: 'Is there a mobile app?' });
  await user.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
});
