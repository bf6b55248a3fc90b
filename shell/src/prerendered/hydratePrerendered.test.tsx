import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PRERENDERED_ATTRIBUTE, prerenderedModuleId } from '@rollcall/federation';
import { renderPage } from '@rollcall/federation/render-page';
import { configureShell } from '../boot/boot';
import { loadExposed } from '../remotes/containers';
import { shellRoutes } from '../routes/shellRoutes';
import { HYDRATED_MARK, hydratePrerendered, prerenderedModule } from './hydratePrerendered';

jest.mock('../remotes/containers', () => ({ loadExposed: jest.fn(), registerContainers: jest.fn(), forgetContainer: jest.fn() }));
jest.mock('../boot/boot', () => ({ configureShell: jest.fn() }));
const load = loadExposed as jest.Mock;

/** A page with what trips hydration up: ids from useId, lists (tree forks), a router link, state. */
function Landing() {
  const answerId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <header>
        <svg aria-hidden="true">
          <linearGradient id={`logo-${useId()}`} />
        </svg>
        <Link to="/login">Login</Link>
      </header>
      <main>
        {['Features', 'Pricing'].map((name) => (
          <h2 key={name}>{name}</h2>
        ))}
        <button type="button" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen((was) => !was)}>
          Is there a mobile app?
        </button>
        <p id={answerId} hidden={!open}>
          It works in any browser.
        </p>
      </main>
    </div>
  );
}

const landing = shellRoutes.find((route) => route.path === '/')!.module;

function servedPage(): HTMLElement {
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${prerenderedModuleId}">${renderPage(Landing)}</div>`;
  return document.getElementById('root')!;
}

// jsdom's performance has no marks.
const mark = jest.fn();
Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
const hydrated = () => mark.mock.calls.some(([name]) => name === HYDRATED_MARK);

beforeEach(() => {
  jest.clearAllMocks();
  (configureShell as jest.Mock).mockResolvedValue(undefined);
  load.mockResolvedValue({ default: Landing });
});

describe('prerenderedModule', () => {
  it('names the module of a marked root at its route only', () => {
    const root = servedPage();
    expect(prerenderedModule(root, '/')).toBe(landing);
    expect(prerenderedModule(root, '/login')).toBeUndefined();
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
    expect(prerenderedModule(root, '/')).toBeUndefined();
  });
});

describe('hydratePrerendered', () => {
  it('takes over the served markup as it is: no mismatch, no node replaced, and the page then works', async () => {
    const root = servedPage();
    const question = screen.getByRole('button', { name: 'Is there a mobile app?' });
    const errors = jest.spyOn(console, 'error');

    await act(() => hydratePrerendered(root, landing));
    await waitFor(() => expect(hydrated()).toBe(true));

    expect(load).toHaveBeenCalledWith('landing/LandingPage');
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Is there a mobile app?' })).toBe(question);
    await userEvent.setup().click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('It works in any browser.')).toBeVisible();
  });

  it('leaves the served page as it is when the remote cannot be loaded', async () => {
    const root = servedPage();
    const served = root.innerHTML;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValue(new Error('landing: the container at http://localhost:3001/remoteEntry.js did not load'));

    await act(async () => expect(await hydratePrerendered(root, landing)).toBe(false));

    expect(root.innerHTML).toBe(served);
    expect(hydrated()).toBe(false);
    expect(screen.queryByText(/unavailable right now/)).not.toBeInTheDocument();
  });
});
