import { readFileSync } from 'node:fs';
import type { FrontendName } from '../../federation/src/frontends';

/** What the running composed app tells the test files (written by app-process.ts as JSON). */
export interface AppDescription {
  /** Public origin of the shell and of each remote, e.g. http://127.0.0.1:41234. */
  frontends: Record<FrontendName, string>;
  gateway: string;
  /** The local OpenID provider that stands in for Google. */
  oauthIssuer: string;
  /** Where the dev SMTP server keeps each message as an .eml file. */
  mailDir: string;
  superadmin: { email: string; password: string };
}

/** Set by globalSetup for the test workers. */
export const DESCRIPTION_ENV = 'ROLLCALL_E2E_APP';

export function appDescription(): AppDescription {
  const file = process.env[DESCRIPTION_ENV];
  if (!file) throw new Error(`${DESCRIPTION_ENV} is not set: run the e2e suite through Jest (its globalSetup starts the app)`);
  return JSON.parse(readFileSync(file, 'utf8')) as AppDescription;
}
