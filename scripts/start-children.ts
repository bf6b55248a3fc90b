import path from 'node:path';
import { frontendNames, frontends, listensEverywhere } from '../federation/src/node';
import type { StartSettings } from './start-settings';
import type { ChildSpec } from './supervisor/supervised-child';

const repoRoot = path.resolve(__dirname, '..');

export interface Engines {
  /** The application's login: services and the gateway work through it. */
  databaseUrl: string;
  /** The owner's login, for the migrations services apply at start; unset when the operator applies them. */
  databaseOwnerUrl?: string;
  smtpUrl: string;
}

/** The address to reach a server that listens on `host` from this machine. */
const reach = (host: string) => (listensEverywhere(host) ? '127.0.0.1' : host);

/**
 * The parts `npm start` runs as child processes, in the order they start, each through the entry it is deployed
 * with and configured by the environment as there. The supervisor's environment is passed on whole, so every
 * setting a part reads reaches it; the values the supervisor decided (engines, ports, secrets, addresses) override.
 */
export function childSpecs(
  settings: StartSettings,
  engines: Engines,
  onServicesMessage: (message: unknown) => void,
): ChildSpec[] {
  const base = { ...process.env, DATA_DIR: settings.dataDir, INTERNAL_SECRET: settings.internalSecret };
  const services: ChildSpec = {
    name: 'services',
    command: [path.join(repoRoot, 'services/src/main.ts')],
    env: {
      ...base,
      DATABASE_URL: engines.databaseUrl,
      ...(engines.databaseOwnerUrl ? { DATABASE_OWNER_URL: engines.databaseOwnerUrl } : {}),
      SMTP_URL: engines.smtpUrl,
      SERVICES_PORT: String(settings.ports.services),
      SHELL_URL: settings.shellUrl,
      PUBLIC_URL: settings.gatewayPublic,
    },
    readyUrl: `http://127.0.0.1:${settings.ports.services}/`,
    onMessage: onServicesMessage,
  };
  const gateway: ChildSpec = {
    name: 'gateway',
    command: [path.join(repoRoot, 'gateway/src/main.ts')],
    env: {
      ...base,
      DATABASE_URL: engines.databaseUrl,
      GATEWAY_PORT: String(settings.ports.gateway),
      GATEWAY_HOST: settings.gatewayHost,
      SERVICES_URL: `http://127.0.0.1:${settings.ports.services}`,
      SESSION_SECRETS: settings.sessionSecrets.join(','),
      SHELL_URL: settings.shellUrl,
      SHELL_ORIGINS: settings.shellOrigins.join(','),
      PUBLIC_URL: settings.gatewayPublic,
    },
    readyUrl: `http://${reach(settings.gatewayHost)}:${settings.ports.gateway}/openapi.json`,
  };
  const frontendPorts = Object.fromEntries(
    frontendNames.map((name) => [frontends[name].portEnv, String(settings.frontendPorts[name])]),
  );
  const served: ChildSpec = {
    name: 'frontends',
    command: [path.join(repoRoot, 'federation/src/cli.ts'), 'serve'],
    env: { ...base, ...frontendPorts, FRONTEND_HOST: settings.frontendHost, API_URL: settings.gatewayPublic },
    readyUrl: `http://${reach(settings.frontendHost)}:${settings.frontendPorts.shell}/remotes.json`,
  };
  return settings.skipFrontends ? [services, gateway] : [services, gateway, served];
}
