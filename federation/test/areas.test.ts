import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { areaRoutes, remotes } from '@rollcall/contracts/areas';
import { writeDefaultRemotesFile } from '../src/default-remotes-file';
import { frontendNames, frontendPort, frontends, remoteNames } from '../src/frontends';
import { distDir, frontendDir, repoRoot } from '../src/paths';
import { parseRemotesFile } from '../src/remotes-file';
import type { RspackConfigOptions } from '../src/rspack-config';

const repeated = (values: readonly unknown[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the frontends, from the table of areas', () => {
  it('are the shell and every remote of the table, each with its folder, port and port variable', () => {
    expect(frontendNames).toEqual(['shell', ...remotes.map((remote) => remote.name)]);
    for (const remote of remotes) {
      expect(frontends[remote.name]).toEqual({
        folder: remote.folder,
        port: remote.port,
        portEnv: remote.portEnv,
        kind: 'remote',
      });
    }
    expect(frontendNames.filter((name) => frontends[name].kind === 'host')).toEqual(['shell']);
  });

  it('never share a port or a port variable, the shell included', () => {
    expect(repeated(frontendNames.map((name) => frontends[name].port))).toEqual([]);
    expect(repeated(frontendNames.map((name) => frontends[name].portEnv))).toEqual([]);
  });

  it("move each remote with the table's port variable", () => {
    for (const remote of remotes) {
      expect(frontendPort(remote.name, {})).toBe(remote.port);
      expect(frontendPort(remote.name, { [remote.portEnv]: '5999' })).toBe(5999);
    }
  });

  it('build every remote from its folder, whose rspack.config.ts exposes each module the table loads from it', () => {
    const script = path.join(__dirname, 'support', 'print-remote-options.ts');
    const printed = execFileSync(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, encoding: 'utf8' });
    const configured = JSON.parse(printed) as Record<string, RspackConfigOptions | undefined>;
    for (const remote of remotes) {
      expect(frontendDir(remote.name)).toBe(path.join(repoRoot, remote.folder));
      expect(existsSync(path.join(repoRoot, remote.folder, 'rspack.config.ts'))).toBe(true);
      const options = configured[remote.name];
      expect(options).toMatchObject({ name: remote.name, kind: 'remote' });
      const loaded = areaRoutes.flatMap((route) => (route.remote === remote.name ? [`./${route.exposes}`] : []));
      expect([remote.name, loaded.filter((module) => !options?.exposes?.[module])]).toEqual([remote.name, []]);
    }
  });
});

describe("the shell's default remotes.json", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'rollcall-remotes-file-'));
    await mkdir(distDir('shell', root), { recursive: true });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const written = async (env: Record<string, string>) => {
    await writeDefaultRemotesFile(root, env, 'http://localhost:4000');
    return parseRemotesFile(JSON.parse(await readFile(path.join(distDir('shell', root), 'remotes.json'), 'utf8')));
  };

  it("names every remote of the table at its port, or at its port variable's", async () => {
    expect((await written({})).remotes).toEqual(
      Object.fromEntries(remotes.map((remote) => [remote.name, `http://localhost:${remote.port}/remoteEntry.js`])),
    );
    const moved = await written(Object.fromEntries(remotes.map((remote, index) => [remote.portEnv, String(6001 + index)])));
    expect(Object.values(moved.remotes)).toEqual(remotes.map((_, index) => `http://localhost:${6001 + index}/remoteEntry.js`));
    expect(Object.keys(moved.remotes)).toEqual([...remoteNames]);
  });
});
