import { apiBase } from '@rollcall/api-client';
import { remoteNames } from '@rollcall/federation';
import { registerContainers } from '../remotes/containers';
import { configureShell, fetchRemotesFile } from './boot';

jest.mock('../remotes/containers', () => ({ loadExposed: jest.fn(), registerContainers: jest.fn(), forgetContainer: jest.fn() }));

const remotes = Object.fromEntries(remoteNames.map((name, index) => [name, `http://127.0.0.1:${5001 + index}/remoteEntry.js`]));

/** A fetch that answers /remotes.json like the shell's server would. */
function serving(status: number, body: unknown) {
  return jest.fn(async (url: string | URL | Request) => {
    expect(String(url)).toBe('/remotes.json');
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  });
}

describe('shell boot', () => {
  it('reads remotes.json, publishes the gateway address for the API client and registers every remote', async () => {
    const fetchImpl = serving(200, { apiBase: 'http://127.0.0.1:5100', remotes });
    await configureShell(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    // Whichever area loads the API client later, on whatever host, it calls this gateway.
    expect(apiBase({ protocol: 'https:', hostname: 'rollcall.app' })).toBe('http://127.0.0.1:5100');
    expect(registerContainers).toHaveBeenCalledWith(remotes, expect.objectContaining({ retryTimes: 2 }));
  });

  it('fails with a readable reason when remotes.json is missing or incomplete', async () => {
    await expect(fetchRemotesFile(serving(404, null))).rejects.toThrow('remotes.json answered 404');
    await expect(fetchRemotesFile(serving(200, { apiBase: 'http://x', remotes: { landing: 'http://l' } }))).rejects.toThrow(
      'remotes.json has no URL for the auth remote',
    );
  });
});
