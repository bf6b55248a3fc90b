/**
 * The shell's Module Federation runtime in Chromium: a remote runs on the shell's own React, router and swr
 * (one React on the page, none of the remote's copies downloaded), and a remote whose entry fails to load is
 * fetched again and shown without the visitor pressing Retry; a team's own `npx rspack build` of its remote is what
 * the shell loads once deployed. Uses the sign-in page (the auth remote); seeds nothing.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { frontendDir } from '../../federation/src/paths';
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

  test("a team's own `npx rspack build` of its remote, deployed, is what the next visit loads, with no shell build", async () => {
    const { page, context } = person;
    const out = await mkdtemp(path.join(os.tmpdir(), 'rollcall-e2e-stock-build-'));
    try {
      await promisify(execFile)('npx', ['rspack', 'build', '--output-path', out], { cwd: frontendDir('auth') });
      // Deployed for this browser only: the auth remote's origin answers from the new build's folder.
      const origin = appDescription().frontends.auth;
      const served: string[] = [];
      await context.route(
        (url) => url.origin === origin,
        (route) => {
          const file = path.join(out, new URL(route.request().url()).pathname);
          if (!existsSync(file)) return route.fulfill({ status: 404 });
          served.push(path.relative(out, file));
          return route.fulfill({ path: file, headers: { 'Cache-Control': 'no-cache' } });
        },
      );
      await page.goto('/login');
      await seen(page.getByText('Welcome back! Please sign in to continue.'));
      expect(served).toContain('remoteEntry.js');
      expect(served.some((file) => file.startsWith('assets/expose-LoginPage.'))).toBe(true);
      expect(person.pageErrors).toEqual([]);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }, 180_000);
});
