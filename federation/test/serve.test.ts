import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { frontendNames, frontends, remoteNames, type FrontendName } from '../src/frontends';
import { serveFrontends, type ServedFrontends } from '../src/serve';

/** Minimal production builds: an index.html, a remoteEntry, a hashed asset (with its .br and .gz) per frontend. */
async function fakeBuilds(root: string) {
  for (const name of Object.keys(frontends) as FrontendName[]) {
    const dist = path.join(root, frontends[name].folder, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
    await writeFile(path.join(dist, 'remoteEntry.js'), `var ${name} = {};`);
    const asset = `console.log(${JSON.stringify(name.repeat(50))});`;
    await writeFile(path.join(dist, 'assets', 'main.0123456789.js'), asset);
    await writeFile(path.join(dist, 'assets', 'main.0123456789.js.gz'), gzipSync(asset));
    await writeFile(path.join(dist, 'assets', 'main.0123456789.js.br'), brotliCompressSync(asset));
  }
}

let root: string;
let served: ServedFrontends;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'rollcall-serve-'));
  await fakeBuilds(root);
  served = await serveFrontends({
    host: '127.0.0.1',
    ports: Object.fromEntries(frontendNames.map((name) => [name, 0])),
    api: 'http://127.0.0.1:4999/',
    root,
  });
}, 30_000);

afterAll(async () => {
  await served.close();
  await rm(root, { recursive: true, force: true });
});

const url = (name: FrontendName, pathname: string) => `${served.urls[name]}${pathname}`;

describe('serveFrontends', () => {
  it("answers the shell's remotes.json from its settings, never cached", async () => {
    const response = await fetch(url('shell', '/remotes.json'));
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      apiBase: 'http://127.0.0.1:4999',
      remotes: Object.fromEntries(remoteNames.map((name) => [name, `${served.urls[name]}/remoteEntry.js`])),
    });
  });

  it('reads a gateway address given as a function when remotes.json is asked for (a gateway started later)', async () => {
    let gateway = '';
    const later = await serveFrontends({ host: '127.0.0.1', ports: { shell: 0 }, api: () => gateway, root });
    try {
      gateway = 'http://127.0.0.1:5123';
      const file = (await (await fetch(`${later.urls.shell}/remotes.json`)).json()) as { apiBase: string };
      expect(file.apiBase).toBe('http://127.0.0.1:5123');
    } finally {
      await later.close();
    }
  });

  it("answers the shell's client-side routes with its index.html, and a missing file with 404", async () => {
    for (const route of ['/', '/login', '/superadmin/view-admins', '/admin/dashboard']) {
      const response = await fetch(url('shell', route));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await fetch(url('shell', '/assets/missing.0123456789.js'))).status).toBe(404);
  });

  it('caches hashed assets for a year and sends them gzipped when asked', async () => {
    const response = await fetch(url('auth', '/assets/main.0123456789.js'), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('authauth');
  });

  it('sends Brotli to a browser that accepts it, with revalidation by ETag for the files that name others', async () => {
    const asset = await fetch(url('auth', '/assets/main.0123456789.js'), { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('vary')).toContain('Accept-Encoding');
    expect(await asset.text()).toContain('authauth');

    const entry = await fetch(url('teacher', '/remoteEntry.js'));
    const etag = entry.headers.get('etag');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toBeTruthy();
    const again = await fetch(url('teacher', '/remoteEntry.js'), { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('never caches a remote entry, and allows CORS for the other frontends only', async () => {
    const fromShell = await fetch(url('auth', '/remoteEntry.js'), { headers: { Origin: served.urls.shell! } });
    expect(fromShell.headers.get('cache-control')).toBe('no-cache');
    expect(fromShell.headers.get('access-control-allow-origin')).toBe(served.urls.shell);

    const fromElsewhere = await fetch(url('auth', '/remoteEntry.js'), { headers: { Origin: 'http://evil.example' } });
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses to serve a frontend that was never built', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'rollcall-serve-empty-'));
    await expect(serveFrontends({ host: '127.0.0.1', ports: { auth: 0 }, api: 'http://x', root: empty })).rejects.toThrow(
      /auth has no production build/,
    );
    await rm(empty, { recursive: true, force: true });
  });
});
