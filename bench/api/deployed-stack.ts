import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { CSRF_HEADER, CSRF_VALUE, type Role } from '@rollcall/contracts';
import type { Identity } from '@rollcall/contracts/internal';
import { buildEntry, buildGateway } from '../../gateway/build';
import { freePort } from '../../services/src/db/free-port';
import { startChild, type Child } from './child-process';

/** What the TLS-terminating proxy in front of a production gateway adds (NODE_ENV=production trusts it). */
const behindTls = { 'x-forwarded-proto': 'https' };

export interface DeployedStack {
  servicesUrl: string;
  /** The application's login, as the gateway and services connect. */
  databaseUrl: string;
  /** The owner's login: for generating data and for the baselines' queries straight to PostgreSQL. */
  databaseOwnerUrl: string;
  gatewayUrl: string;
  internalSecret: string;
  /** The process running services (with PostgreSQL's and SMTP's clients), to read its memory. */
  servicesPid: number;
  /** The gateway's process. */
  gatewayPid: number;
  superadmin: { email: string; password: string };
  /** Signs in through the gateway; answers the headers a signed-in browser sends (session cookie, CSRF, TLS). */
  signIn(role: Role, email: string, password: string): Promise<{ userId: string; headers: Record<string, string> }>;
  /** Starts bare-proxy.ts in its own process, forwarding with this identity; answers its address. */
  bareProxy(identity: Identity): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Services (with PostgreSQL and the dev SMTP server, via startStack) and the gateway (its standalone entry,
 * gateway/src/main.ts) each in their own process, as deployed: both compiled once to JavaScript
 * (gateway/build.ts) and run by plain node with NODE_ENV=production, the gateway behind a TLS-terminating
 * proxy as far as it can tell (X-Forwarded-Proto: https, so its Secure cookie is allowed).
 */
export async function startDeployedStack({
  env = {},
}: {
  /** More environment for the services' process (see stack-process.ts). */
  env?: Record<string, string>;
} = {}): Promise<DeployedStack> {
  const internalSecret = randomBytes(32).toString('base64url');
  const sessionSecret = randomBytes(32).toString('base64url');
  const superadmin = { email: 'bench@rollcall.test', password: 'B3nch!Password' };
  const children: Child[] = [];
  const stop = async () => {
    for (const child of children.reverse()) await child.stop();
  };
  try {
    console.log('Compiling services and the gateway…');
    const [stackEntry, gatewayEntry, bareProxyEntry] = await Promise.all([
      buildEntry('bench/api/stack-process.ts', 'bench/dist/stack-process.cjs'),
      buildGateway(),
      buildEntry('bench/api/bare-proxy.ts', 'bench/dist/bare-proxy.cjs'),
    ]);
    console.log('Starting PostgreSQL, SMTP and services (one process) and the gateway (another)…');
    const stack = await startChild(
      stackEntry,
      {
        NODE_ENV: 'production',
        INTERNAL_SECRET: internalSecret,
        SESSION_SECRET: sessionSecret,
        SUPERADMIN_EMAIL: superadmin.email,
        SUPERADMIN_PASSWORD: superadmin.password,
        ...env,
      },
      /^READY /,
    );
    children.push(stack);
    const { servicesUrl, databaseUrl, databaseOwnerUrl } = JSON.parse(stack.line.slice('READY '.length)) as {
      servicesUrl: string;
      databaseUrl: string;
      databaseOwnerUrl: string;
    };
    const gatewayPort = await freePort();
    const profileDir = process.env.BENCH_GATEWAY_PROFILE;
    const gateway = await startChild(
      gatewayEntry,
      {
        GATEWAY_PORT: String(gatewayPort),
        SERVICES_URL: servicesUrl,
        DATABASE_URL: databaseUrl,
        INTERNAL_SECRET: internalSecret,
        SESSION_SECRETS: sessionSecret,
        NODE_ENV: 'production',
      },
      /listening on/,
      // BENCH_GATEWAY_PROFILE=<folder>: the gateway writes a V8 CPU profile there when it stops.
      { nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [] },
    );
    children.push(gateway);
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;

    const signIn = async (role: Role, email: string, password: string) => {
      const answer = await fetch(`${gatewayUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE, ...behindTls },
        body: JSON.stringify({ role, email, password }),
      });
      if (answer.status !== 200) throw new Error(`sign-in of ${email} failed: ${answer.status} ${await answer.text()}`);
      const cookie = answer.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const { user } = (await answer.json()) as { user: { id: string } };
      return { userId: user.id, headers: { cookie, [CSRF_HEADER]: CSRF_VALUE, ...behindTls } };
    };
    const bareProxy = async (identity: Identity) => {
      const port = await freePort();
      const env = {
        BARE_PROXY_PORT: String(port),
        SERVICES_URL: servicesUrl,
        INTERNAL_SECRET: internalSecret,
        BENCH_IDENTITY: JSON.stringify(identity),
      };
      children.push(await startChild(bareProxyEntry, env, /listening on/));
      return `http://127.0.0.1:${port}`;
    };
    return {
      servicesUrl,
      databaseUrl,
      databaseOwnerUrl,
      gatewayUrl,
      internalSecret,
      servicesPid: stack.pid,
      gatewayPid: gateway.pid,
      superadmin,
      signIn,
      bareProxy,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
