import type { FrontendName } from '../../federation/src/frontends';
import { appDescription } from './description';

async function send(method: string, path: string): Promise<void> {
  const answer = await fetch(`${appDescription().control}${path}`, { method });
  if (answer.status !== 204) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
}

/** Takes one frontend's server down (its port refuses connections) until startFrontend. */
export const stopFrontend = (name: FrontendName) => send('POST', `/frontends/${name}/stop`);
export const startFrontend = (name: FrontendName) => send('POST', `/frontends/${name}/start`);

/** The Google account the local OpenID provider signs in as from now on. */
export const useGoogleAccount = (email: string) => send('PUT', `/google-account/${encodeURIComponent(email)}`);
