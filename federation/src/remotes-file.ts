import { isRemoteName, remoteNames, REMOTE_ENTRY, type RemoteName } from './frontends';

/**
 * The shell's run-time settings, served as `/remotes.json` next to its index.html. Moving or redeploying a
 * remote only changes this file; the shell is not rebuilt.
 *
 * {
 *   "apiBase": "http://localhost:4000",
 *   "remotes": { "landing": "http://localhost:3001/remoteEntry.js", "auth": "...", ... }
 * }
 *
 * Each remote URL points at its `remoteEntry.js`, the container the shell loads (shell/src/remotes).
 */
export interface RemotesFile {
  apiBase: string;
  remotes: Record<RemoteName, string>;
}

export const REMOTES_FILE = 'remotes.json';

/**
 * The page names its gateway in `<meta name="rollcall-api-base">`: the shell writes it at boot from
 * remotes.json, and the API client reads it whenever it is first used, by whichever area loads it.
 */
export const API_BASE_META = 'rollcall-api-base';

export function publishApiBase(url: string, doc: Document = document): void {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = API_BASE_META;
    doc.head.append(meta);
  }
  meta.content = url;
}

/** remotes.json from the public origin of each remote (e.g. http://localhost:3002). */
export function remotesFile(apiBase: string, remoteOrigins: Record<RemoteName, string>): RemotesFile {
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, `${remoteOrigins[name].replace(/\/+$/, '')}/${REMOTE_ENTRY}`]),
  ) as Record<RemoteName, string>;
  return { apiBase: apiBase.replace(/\/+$/, ''), remotes };
}

/** Checks the shape of a fetched remotes.json; throws with a readable message when it is wrong. */
export function parseRemotesFile(value: unknown): RemotesFile {
  const file = value as Partial<RemotesFile> | null;
  if (!file || typeof file !== 'object') throw new Error('remotes.json is not an object');
  if (typeof file.apiBase !== 'string' || !file.apiBase) throw new Error('remotes.json has no apiBase');
  if (!file.remotes || typeof file.remotes !== 'object') throw new Error('remotes.json has no remotes');
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const [name, url] of Object.entries(file.remotes)) {
    if (isRemoteName(name) && typeof url === 'string' && url) remotes[name] = url;
  }
  for (const name of remoteNames) {
    if (!remotes[name]) throw new Error(`remotes.json has no URL for the ${name} remote`);
  }
  return { apiBase: file.apiBase, remotes: remotes as Record<RemoteName, string> };
}
