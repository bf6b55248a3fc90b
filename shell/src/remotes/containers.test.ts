import { forgetContainer, loadExposed, registerContainers } from './containers';
import { loadScript } from './script';

jest.mock('./script', () => ({ loadScript: jest.fn() }));
const fetchScript = loadScript as jest.Mock;

type Scope = Record<string, Record<string, { from: string; loaded?: number }>>;
const scope: Scope = {};
Object.assign(globalThis, {
  // As Rspack's sharing runtime does in the shell: register the shell's own singletons.
  __webpack_init_sharing__: jest.fn(() => {
    scope.react = { '19.3.1': { from: 'rollcall_shell' } };
  }),
  __webpack_share_scopes__: { default: scope },
});

/** A remoteEntry.js that defines the landing container, which records what its scope looked like at init. */
function landingEntry() {
  const container = {
    init: jest.fn((shareScope: Scope) => {
      container.seenLoaded = shareScope.react?.['19.3.1']?.loaded;
    }),
    get: jest.fn(async (expose: string) => () => ({ default: `component ${expose}` })),
    seenLoaded: undefined as number | undefined,
  };
  fetchScript.mockImplementation(async () => {
    Object.assign(window, { landing: container });
  });
  return container;
}

const retry = { retryTimes: 2, retryDelay: 1 };

beforeEach(() => {
  jest.clearAllMocks();
  registerContainers({ landing: 'http://landing.test/remoteEntry.js' }, retry);
});

describe('remote containers', () => {
  it("fetches a remote's entry once and gives it the shell's singletons, already loaded", async () => {
    const container = landingEntry();
    await expect(loadExposed('landing/LandingPage')).resolves.toEqual({ default: 'component ./LandingPage' });
    await expect(loadExposed('landing/Legal')).resolves.toEqual({ default: 'component ./Legal' });

    expect(fetchScript).toHaveBeenCalledTimes(1);
    expect(fetchScript).toHaveBeenCalledWith('http://landing.test/remoteEntry.js', retry);
    expect(container.init).toHaveBeenCalledWith(scope);
    // Loaded before the remote saw the scope: its singleton check keeps the shell's React.
    expect(container.seenLoaded).toBe(1);
  });

  it('fetches the entry again after a failed load is forgotten', async () => {
    fetchScript.mockRejectedValueOnce(new Error('could not load the script http://landing.test/remoteEntry.js'));
    await expect(loadExposed('landing/LandingPage')).rejects.toThrow('could not load the script');

    landingEntry();
    forgetContainer('landing');
    await expect(loadExposed('landing/LandingPage')).resolves.toEqual({ default: 'component ./LandingPage' });
    expect(fetchScript).toHaveBeenCalledTimes(2);
  });

  it('refuses a remote that remotes.json does not name', async () => {
    await expect(loadExposed('admin/AdminApp')).rejects.toThrow('no remoteEntry.js is registered for the admin remote');
  });
});
