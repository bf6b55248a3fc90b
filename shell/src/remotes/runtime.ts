import type { RemotesFile } from '@rollcall/federation';
import type { ComponentType } from 'react';
import { type EntryRetry, forgetContainer, loadExposed, registerContainers } from './containers';
import type { RemoteModule } from './RemoteModule';

/** Registers the remotes of remotes.json (once, at boot): nothing is fetched until an area needs its remote. */
export function registerRemotesFile(file: RemotesFile, retry: EntryRetry = { retryTimes: 2, retryDelay: 500 }): void {
  registerContainers(file.remotes, retry);
}

/** The default export of an exposed module, e.g. auth/LoginPage. A failure is logged and reaches the area's boundary. */
export async function loadRemoteComponent({ remote, expose }: RemoteModule): Promise<{ default: ComponentType }> {
  const id = `${remote}/${expose}`;
  try {
    const loaded = await loadExposed<{ default?: ComponentType }>(id);
    if (!loaded?.default) throw new Error(`${id} has no default export`);
    return { default: loaded.default };
  } catch (error) {
    console.error(`[rollcall] could not load ${id}:`, error instanceof Error ? error.message : error);
    throw error;
  }
}

/** Forgets a failed load of a remote (its container and modules), so that the next load fetches it again. */
export function forgetRemote(remote: string): void {
  forgetContainer(remote);
}
