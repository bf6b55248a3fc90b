import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { areaRoutes } from '@rollcall/contracts/areas';
import { REMOTE_ENTRY, REMOTE_MANIFEST } from '../src/frontends';
import { frontendDir } from '../src/paths';

const run = promisify(execFile);

interface Manifest {
  name: string;
  metaData: { remoteEntry: { name: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

describe("a team's own build of its remote", () => {
  let out: string;
  beforeAll(async () => {
    out = await mkdtemp(path.join(os.tmpdir(), 'rollcall-stock-build-'));
  });
  afterAll(() => rm(out, { recursive: true, force: true }));

  it("`npx rspack build` in the remote's folder makes its remoteEntry.js, its manifest and the exposed chunks", async () => {
    // Into a folder of its own, so it never races a buildFrontends writing the remote's dist/.
    await run('npx', ['rspack', 'build', '--output-path', out], { cwd: frontendDir('auth') });

    expect(existsSync(path.join(out, REMOTE_ENTRY))).toBe(true);
    const manifest = JSON.parse(await readFile(path.join(out, REMOTE_MANIFEST), 'utf8')) as Manifest;
    expect(manifest.name).toBe('auth');
    expect(manifest.metaData.remoteEntry.name).toBe(REMOTE_ENTRY);
    const exposed = manifest.exposes.map((expose) => expose.path);
    const loadedByTheShell = areaRoutes.filter((route) => route.remote === 'auth').map((route) => `./${route.exposes}`);
    expect(loadedByTheShell.length).toBeGreaterThan(0);
    expect(loadedByTheShell.filter((module) => !exposed.includes(module))).toEqual([]);
    for (const expose of manifest.exposes) {
      const missing = expose.assets.js.sync.filter((file) => !existsSync(path.join(out, file)));
      expect([expose.path, missing]).toEqual([expose.path, []]);
    }
  }, 180_000);
});
