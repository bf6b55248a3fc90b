import { forgetContainer, loadExposed, registerContainers } from './containers';

const ENTRY = 'http://landing.test/remoteEntry.js';

/** The landing's remoteEntry.js as the browser would run it: defines the container, or fails to load. */
function landingServer(failures: number) {
  const container = {
    init: jest.fn(),
    get: jest.fn(async (expose: string) => () => ({ default: `component ${expose}` })),
  };
  let requests = 0;
  const append = jest.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    const script = node as HTMLScriptElement;
    requests += 1;
    const failed = requests <= failures;
    if (!failed) Object.assign(window, { landing: container });
    setTimeout(() => (failed ? script.onerror?.(new Event('error')) : script.onload?.(new Event('load'))));
    return node;
  });
  return { container, requested: () => append.mock.calls.filter(([node]) => (node as HTMLScriptElement).src === ENTRY).length };
}

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  delete (window as { landing?: unknown }).landing;
  registerContainers({ landing: ENTRY }, { retryTimes: 2, retryDelay: 1 });
});

describe('remote containers', () => {
  it("fetches a remote's entry once and initialises it with the shell's share scope", async () => {
    const server = landingServer(0);
    await expect(loadExposed('landing/LandingPage')).resolves.toEqual({ default: 'component ./LandingPage' });
    await expect(loadExposed('landing/Legal')).resolves.toEqual({ default: 'component ./Legal' });
    expect(server.requested()).toBe(1);
    expect(server.container.init).toHaveBeenCalledTimes(1);
  });

  it('tries a remote that is briefly down again, and loads it once it answers', async () => {
    const server = landingServer(2);
    await expect(loadExposed('landing/LandingPage')).resolves.toEqual({ default: 'component ./LandingPage' });
    expect(server.requested()).toBe(3);
  });

  it('gives up after the last retry, and the next load fetches the entry again', async () => {
    // The retry plugin's retryTimes: 2 tries the entry again three times after the first failure.
    const server = landingServer(4);
    await expect(loadExposed('landing/LandingPage')).rejects.toThrow('ScriptNetworkError');
    expect(server.requested()).toBe(4);

    await expect(loadExposed('landing/LandingPage')).resolves.toEqual({ default: 'component ./LandingPage' });
    expect(server.requested()).toBe(5);
  });

  it('forgetting a loaded remote makes the next load fetch its entry again', async () => {
    const server = landingServer(0);
    await loadExposed('landing/LandingPage');
    forgetContainer('landing');
    await expect(loadExposed('landing/LandingPage')).resolves.toEqual({ default: 'component ./LandingPage' });
    expect(server.requested()).toBe(2);
  });

  it('refuses a remote that remotes.json does not name', async () => {
    await expect(loadExposed('admin/AdminApp')).rejects.toThrow('no remoteEntry.js is registered for the admin remote');
  });
});
