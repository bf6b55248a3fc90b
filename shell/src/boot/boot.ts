import { parseRemotesFile, publishApiBase, REMOTES_FILE, type RemotesFile } from '@rollcall/federation';
import { registerRemotesFile } from '../remotes/runtime';

/** Fetches remotes.json beside the shell's index.html; it is never cached, so a moved remote is found at once. */
export async function fetchRemotesFile(fetchImpl: typeof fetch = fetch): Promise<RemotesFile> {
  const response = await fetchImpl(`/${REMOTES_FILE}`, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_FILE} answered ${response.status}`);
  return parseRemotesFile(await response.json());
}

/**
 * Run-time configuration of the shell: registers the remotes and publishes the gateway's address for the
 * API client, which any area may load later (the landing page's registration form included).
 */
export async function configureShell(fetchImpl: typeof fetch = fetch): Promise<RemotesFile> {
  const file = await fetchRemotesFile(fetchImpl);
  publishApiBase(file.apiBase);
  registerRemotesFile(file);
  return file;
}
