import { parseRemotesFile, REMOTES_FILE, type RemotesFile } from '@rollcall/federation';
import { registerRemotesFile } from '../remotes/runtime';
import { rememberSettings } from './settings';

/** Fetches remotes.json beside the shell's index.html; it is never cached, so a moved remote is found at once. */
export async function fetchRemotesFile(fetchImpl: typeof fetch = fetch): Promise<RemotesFile> {
  const response = await fetchImpl(`/${REMOTES_FILE}`, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_FILE} answered ${response.status}`);
  return parseRemotesFile(await response.json());
}

/**
 * Run-time configuration of the shell: registers the remotes and keeps the gateway's address, which the
 * API scope hands to the API client when a page that talks to the gateway first loads.
 */
export async function configureShell(fetchImpl: typeof fetch = fetch): Promise<RemotesFile> {
  const file = await fetchRemotesFile(fetchImpl);
  rememberSettings(file);
  registerRemotesFile(file);
  return file;
}
