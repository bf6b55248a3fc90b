import type { RemotesFile } from '@rollcall/federation';

let current: RemotesFile | null = null;

/** Kept from remotes.json at boot; read when the signed-in part of the shell first loads. */
export function rememberSettings(file: RemotesFile): void {
  current = file;
}

export function settings(): RemotesFile {
  if (!current) throw new Error('The shell read its settings before remotes.json was loaded');
  return current;
}
