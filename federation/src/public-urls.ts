import { frontendNames, frontendPort, type FrontendName } from './frontends';

type Env = Record<string, string | undefined>;

/** Whether a server told to listen on `host` listens on every interface (then it is reached by another name). */
export const listensEverywhere = (host: string) => host === '0.0.0.0' || host === '::';

/**
 * Where the browser reaches each frontend served on this machine: SHELL_URL for the shell when set; the
 * others on FRONTEND_HOST (localhost when it listens on every interface), or on localhost when no SHELL_URL
 * is set. A frontend on port 0 (any free port) is left to the server, which knows its port once it listens.
 */
export function frontendPublicUrls(env: Env = process.env): Partial<Record<FrontendName, string>> {
  const listenHost = env.FRONTEND_HOST || '127.0.0.1';
  const shown = !env.SHELL_URL || listensEverywhere(listenHost) ? 'localhost' : listenHost;
  const urls: Partial<Record<FrontendName, string>> = {};
  for (const name of frontendNames) {
    const port = frontendPort(name, env);
    if (port !== 0) urls[name] = `http://${shown}:${port}`;
  }
  if (env.SHELL_URL) urls.shell = env.SHELL_URL.replace(/\/+$/, '');
  return urls;
}
