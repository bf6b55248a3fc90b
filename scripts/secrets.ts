import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StackSecrets {
  internalSecret: string;
  sessionSecret: string;
}

/**
 * The secrets `npm start` needs when the environment gives none: generated once and kept (mode 0600) in
 * the data folder, so sessions and signed identities stay valid across restarts.
 */
export async function persistedSecrets(dataDir: string): Promise<StackSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<StackSecrets>;
    if (stored.internalSecret && stored.sessionSecret)
      return { internalSecret: stored.internalSecret, sessionSecret: stored.sessionSecret };
  }
  const secrets: StackSecrets = {
    internalSecret: randomBytes(32).toString('base64url'),
    sessionSecret: randomBytes(32).toString('base64url'),
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
