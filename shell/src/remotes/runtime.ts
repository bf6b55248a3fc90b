import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemotesFile } from '@rollcall/federation';
import type { ComponentType } from 'react';
import type { RemoteModule } from './RemoteModule';

let entries: Partial<Record<string, string>> = {};

/** Reports a remote that could not be loaded; returning nothing lets the error reach the area's boundary. */
const reportFailedRemotes = {
  name: 'rollcall-report-failed-remote',
  errorLoadRemote({ id, error }: { id: string; error: unknown }) {
    console.error(`[rollcall] could not load ${id}:`, error instanceof Error ? error.message : error);
    return undefined;
  },
};

/** Registers the remotes of remotes.json with the Module Federation runtime (once, at boot). */
export function registerRemotesFile(file: RemotesFile, retry = { retryTimes: 2, retryDelay: 500 }): void {
  entries = { ...file.remotes };
  registerPlugins([RetryPlugin({ script: retry }), reportFailedRemotes]);
  registerRemotes(Object.entries(file.remotes).map(([name, entry]) => ({ name, entry })));
}

/** The default export of an exposed module, e.g. auth/LoginPage. */
export async function loadRemoteComponent({ remote, expose }: RemoteModule): Promise<{ default: ComponentType }> {
  const loaded = await loadRemote<{ default?: ComponentType }>(`${remote}/${expose}`);
  if (!loaded?.default) throw new Error(`${remote}/${expose} has no default export`);
  return { default: loaded.default };
}

/** Forgets a failed load of a remote (its entry and modules), so that the next load fetches it again. */
export function forgetRemote(remote: string): void {
  const entry = entries[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
