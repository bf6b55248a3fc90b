import { loadScript } from './script';

/** Makes every script the page appends fail to load `failures` times, then load. */
function scriptsThatFail(failures: number) {
  let appended = 0;
  return jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    appended += 1;
    const failed = appended <= failures;
    setTimeout(() => (failed ? script.onerror?.(new Event('error')) : script.onload?.(new Event('load'))));
  });
}

afterEach(() => jest.restoreAllMocks());

describe('loadScript', () => {
  it('tries again after a failure and resolves once the script loads', async () => {
    const append = scriptsThatFail(2);
    await loadScript('http://landing.test/remoteEntry.js', { retryTimes: 2, retryDelay: 1 });
    expect(append).toHaveBeenCalledTimes(3);
    expect((append.mock.calls[2]![0] as HTMLScriptElement).src).toBe('http://landing.test/remoteEntry.js');
  });

  it('gives up after the last retry', async () => {
    const append = scriptsThatFail(5);
    await expect(loadScript('http://landing.test/remoteEntry.js', { retryTimes: 2, retryDelay: 1 })).rejects.toThrow(
      'could not load the script http://landing.test/remoteEntry.js',
    );
    expect(append).toHaveBeenCalledTimes(3);
  });
});
