import { SHARE_SCOPE } from '@rollcall/federation';
import { loadScript, type ScriptRetry } from './script';

/** One version of a shared module in the share scope, as Rspack's sharing runtime registers it. */
interface SharedVersion {
  from: string;
  loaded?: number | boolean;
}
type ShareScope = Record<string, Record<string, SharedVersion>>;

/** What a remote's remoteEntry.js defines under the remote's name: a Module Federation container. */
interface Container {
  init(shareScope: ShareScope): void | Promise<void>;
  get(expose: string): Promise<() => unknown>;
}

// Rspack's sharing runtime, which the shell's build includes because it provides the shared singletons.
declare const __webpack_init_sharing__: (scope: string) => Promise<void> | undefined;
declare const __webpack_share_scopes__: Record<string, ShareScope>;

let entries: Partial<Record<string, string>> = {};
let retry: ScriptRetry = { retryTimes: 2, retryDelay: 500 };
const containers = new Map<string, Promise<Container>>();
let sharing: Promise<ShareScope> | undefined;

/**
 * The shell's share scope, filled with its own singletons. They already run in the shell, so they are marked
 * loaded before any remote adds its copies: each remote's singleton check then takes the shell's React,
 * router and swr, never a second one.
 */
function shellShareScope(): Promise<ShareScope> {
  // The runtime answers a promise only while some provided module is still loading.
  sharing ??= Promise.resolve(__webpack_init_sharing__(SHARE_SCOPE)).then(() => {
    const scope = __webpack_share_scopes__[SHARE_SCOPE]!;
    for (const versions of Object.values(scope)) {
      for (const shared of Object.values(versions)) shared.loaded = 1;
    }
    return scope;
  });
  return sharing;
}

/** Where each remote's remoteEntry.js is, and how often to try fetching it. */
export function registerContainers(remoteEntries: Record<string, string>, scriptRetry: ScriptRetry = retry): void {
  entries = { ...remoteEntries };
  retry = scriptRetry;
  containers.clear();
}

async function fetchContainer(remote: string): Promise<Container> {
  const entry = entries[remote];
  if (!entry) throw new Error(`no remoteEntry.js is registered for the ${remote} remote`);
  const scope = await shellShareScope();
  await loadScript(entry, retry);
  const container = (window as unknown as Record<string, Container | undefined>)[remote];
  if (typeof container?.get !== 'function') throw new Error(`${entry} defined no container named ${remote}`);
  await container.init(scope);
  return container;
}

/** The module a remote exposes, e.g. loadExposed('landing/LandingPage'); its container is fetched once. */
export async function loadExposed<T>(id: string): Promise<T> {
  const [remote = '', expose = ''] = id.split('/');
  let container = containers.get(remote);
  if (!container) {
    container = fetchContainer(remote);
    containers.set(remote, container);
  }
  const factory = await (await container).get(`./${expose}`);
  return factory() as T;
}

/** Forgets a remote's container, so that the next load fetches its remoteEntry.js again. */
export function forgetContainer(remote: string): void {
  containers.delete(remote);
}
