/**
 * The shell's Module Federation runtime in Chromium: a remote runs on the shell's own React, router and swr
 * (one React on the page, none of the remote's copies downloaded), and a remote whose entry fails to load is
 * fetched again and shown without the visitor pressing Retry. Uses the sign-in page (the auth remote); seeds nothing.
 */
import { visit, type Visit } from '../harness/browser';
import { appDescription } from '../harness/description';
import { seen } from '../harness/page-checks';
import { chromiumForThisFile } from '../harness/suite';

const browser = chromiumForThisFile();

/** The singletons a second copy of which breaks a remote (hooks, router context, swr cache). */
const FRAMEWORK = ['react', 'react/jsx-runtime', 'react-router-dom', 'swr'];

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** The files of the auth remote's own copies of FRAMEWORK, from the mf-manifest.json it publishes. */
async function authFrameworkCopies(): Promise<string[]> {
  const origin = appDescription().frontends.auth;
  const response = await fetch(`${origin}/mf-manifest.json`);
  expect(response.status).toBe(200);
  const manifest = (await response.json()) as { name: string; shared: ManifestShared[] };
  expect(manifest.name).toBe('auth');
  const copies = manifest.shared.filter((shared) => FRAMEWORK.includes(shared.name));
  expect(copies.map((shared) => shared.name).sort()).toEqual([...FRAMEWORK].sort());
  return copies.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]).map((file) => `${origin}/${file}`);
}

describe('the federation runtime', () => {
  let person: Visit;
  beforeEach(async () => {
    person = await visit(browser());
  });
  afterEach(async () => person?.close());

  test("a remote runs on the shell's React, router and swr and downloads no copy of its own", async () => {
    const { page } = person;
    await page.goto('/login');
    await seen(page.getByText('Welcome back! Please sign in to continue.'));

    // Each loaded copy of the singletons in the page's share scope: who provided it, and who uses it.
    const loaded = await page.evaluate((names) => {
      type Shared = { from: string; loaded?: boolean; useIn?: string[] };
      type ShareScopes = Record<string, Record<string, Record<string, Shared>>>;
      const federation = (globalThis as { __FEDERATION__?: { __SHARE__: Record<string, ShareScopes> } }).__FEDERATION__;
      return Object.values(federation?.__SHARE__ ?? {}).flatMap((scopes) =>
        names.flatMap((name) =>
          Object.values(scopes.default?.[name] ?? {})
            .filter((shared) => shared.loaded)
            .map((shared) => ({ name, from: shared.from, useIn: [...(shared.useIn ?? [])].sort() })),
        ),
      );
    }, FRAMEWORK);
    expect(loaded).toEqual(FRAMEWORK.map((name) => ({ name, from: 'shell', useIn: ['auth', 'shell'] })));

    const copies = await authFrameworkCopies();
    expect(person.requests.map((request) => request.url()).filter((url) => copies.includes(url))).toEqual([]);
    expect(person.pageErrors).toEqual([]);
  });

  test('a remote whose entry fails to load is fetched again and shown, with no Retry pressed', async () => {
    const { page, context } = person;
    const entry = `${appDescription().frontends.auth}/remoteEntry.js`;
    let refused = 0;
    await context.route(entry, (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.abort('connectionrefused');
    });
    await page.goto('/login');
    await seen(page.getByText('Welcome back! Please sign in to continue.'));
    expect(refused).toBe(1);
    expect(person.requests.filter((request) => request.url() === entry)).toHaveLength(2);
    expect(person.pageErrors).toEqual([]);
  });
});
