import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/** How often a remote's entry is fetched again before its area says it is unavailable. */
export interface EntryRetry {
  retryTimes: number;
  retryDelay: number;
}

/** The host's name in every build: the federation runtime the shell's build starts has this name. */
const HOST = 'shell';

let federation: ModuleFederation | undefined;
let entries = new Map<string, string>();

/**
 * Where each remote's remoteEntry.js is, and how often to try fetching it. Nothing is fetched until an area
 * needs its remote; the shell's own singletons, already loaded, are the ones every remote then uses.
 */
export function registerContainers(
  remoteEntries: Record<string, string>,
  retry: EntryRetry = { retryTimes: 2, retryDelay: 500 },
): void {
  entries = new Map(Object.entries(remoteEntries));
  // With the shell's build this joins the runtime it started (with the shell's singletons); alone, it starts one.
  federation = init({ name: HOST, remotes: [], shareStrategy: 'loaded-first', plugins: [RetryPlugin({ script: retry })] });
  federation.registerRemotes(
    [...entries].map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** The module a remote exposes, e.g. loadExposed('landing/LandingPage'); its entry is fetched once. */
export async function loadExposed<T>(id: string): Promise<T> {
  const remote = id.split('/')[0] ?? '';
  if (!federation || !entries.has(remote)) throw new Error(`no remoteEntry.js is registered for the ${remote} remote`);
  return (await federation.loadRemote<T>(id)) as T;
}

/** Forgets a remote's entry and modules, so that the next load fetches its remoteEntry.js again. */
export function forgetContainer(remote: string): void {
  const entry = entries.get(remote);
  if (federation && entry) federation.registerRemotes([{ name: remote, entry }], { force: true });
}
