/**
 * API benchmark: the gateway's cost. 1,000 institutes are generated, then autocannon loads
 * GET /auth/verify-user and GET /superadmin/institute through the gateway (session cookie) and the same
 * work straight at services (signed identity headers: /internal/users/me and /superadmin/institute), in
 * the same run, alternating, on the same machine. The figure that matters is the ratio (goal: the
 * gateway adds at most 15 % at p50).
 *
 *   npm run bench:api -w @rollcall/bench
 *   BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_ROUNDS (2), BENCH_INSTITUTES (1000)
 *
 * Services (with PostgreSQL and the dev SMTP server, via startStack) and the gateway (its standalone
 * entry, gateway/src/main.ts) each run in their own process, as deployed: both compiled once to JavaScript
 * (gateway/build.ts) and run by plain node with NODE_ENV=production, the gateway behind a TLS-terminating
 * proxy as far as it can tell (X-Forwarded-Proto: https, so its Secure cookie is allowed). autocannon runs in
 * this process.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, CSRF_VALUE } from '@rollcall/contracts';
import { identityHeaders, type Identity } from '@rollcall/contracts/internal';
import { buildEntry, buildGateway } from '../../gateway/build';
import { freePort } from '../../services/src/db/free-port';
import { startChild, type Child } from './child-process';
import { load, type LoadResult } from './load';
import { seedInstitutes } from './seed';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const instituteCount = Number(process.env.BENCH_INSTITUTES ?? 1000);

const internalSecret = randomBytes(32).toString('base64url');
const sessionSecret = randomBytes(32).toString('base64url');
const superadmin = { email: 'bench@rollcall.test', password: 'B3nch!Password' };
/** What the TLS-terminating proxy in front of a production gateway adds (NODE_ENV=production trusts it). */
const behindTls = { 'x-forwarded-proto': 'https' };

interface Endpoint {
  name: string;
  gatewayPath: string;
  servicesPath: string;
}

const endpoints: Endpoint[] = [
  { name: 'verify-user', gatewayPath: '/auth/verify-user', servicesPath: '/internal/users/me' },
  { name: 'institutes (1,000)', gatewayPath: '/superadmin/institute', servicesPath: '/superadmin/institute' },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function combine(results: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    p50Ms: Math.round(median(results.map((r) => r.p50Ms)) * 1000) / 1000,
    p99Ms: Math.round(median(results.map((r) => r.p99Ms)) * 1000) / 1000,
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

const percent = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)} %`;

async function main() {
  const children: Child[] = [];
  try {
    console.log('Compiling services and the gateway…');
    const [stackEntry, gatewayEntry] = await Promise.all([
      buildEntry('bench/api/stack-process.ts', 'bench/dist/stack-process.cjs'),
      buildGateway(),
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
      },
      /^READY /,
    );
    children.push(stack);
    const { servicesUrl, databaseUrl } = JSON.parse(stack.line.slice('READY '.length)) as {
      servicesUrl: string;
      databaseUrl: string;
    };
    const gatewayPort = await freePort();
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
    );
    children.push(gateway);
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;

    const signIn = await fetch(`${gatewayUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE, ...behindTls },
      body: JSON.stringify({ role: 'superadmin', ...superadmin }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const gatewayHeaders = { cookie, ...behindTls };
    const { user } = (await signIn.json()) as { user: { id: string } };
    const identity: Identity = { role: 'superadmin', userId: user.id, instituteId: null };

    console.log(`Generating ${instituteCount} institutes…`);
    await seedInstitutes(servicesUrl, internalSecret, identity, instituteCount);
    const listed = (await (await fetch(`${gatewayUrl}/superadmin/institute`, { headers: gatewayHeaders })).json()) as {
      instituteData: unknown[];
    };
    if (listed.instituteData.length !== instituteCount)
      throw new Error(`expected ${instituteCount} institutes, got ${listed.instituteData.length}`);
    const bodyKb = (JSON.stringify(listed).length / 1024).toFixed(0);

    const through = (endpoint: Endpoint, via: 'gateway' | 'services', duration: number) =>
      via === 'gateway'
        ? load(`${gatewayUrl}${endpoint.gatewayPath}`, gatewayHeaders, duration, connections)
        : load(`${servicesUrl}${endpoint.servicesPath}`, identityHeaders(internalSecret, identity), duration, connections);

    console.log('Warming up…');
    for (const endpoint of endpoints) for (const via of ['services', 'gateway'] as const) await through(endpoint, via, 2);

    const runs = new Map<string, LoadResult[]>();
    for (let round = 0; round < rounds; round++) {
      for (const endpoint of endpoints) {
        // Alternate which side goes first, so drift on a shared machine does not favour one.
        const order = round % 2 === 0 ? (['services', 'gateway'] as const) : (['gateway', 'services'] as const);
        for (const via of order) {
          console.log(`Round ${round + 1}/${rounds}: ${endpoint.name} via ${via} (${seconds} s, ${connections} connections)`);
          const key = `${endpoint.name}|${via}`;
          runs.set(key, [...(runs.get(key) ?? []), await through(endpoint, via, seconds)]);
        }
      }
    }

    const rows = endpoints.map((endpoint) => {
      const services = combine(runs.get(`${endpoint.name}|services`)!);
      const gatewayResult = combine(runs.get(`${endpoint.name}|gateway`)!);
      return {
        endpoint: endpoint.name,
        gatewayPath: endpoint.gatewayPath,
        servicesPath: endpoint.servicesPath,
        services,
        gateway: gatewayResult,
        p50Cost: gatewayResult.p50Ms / services.p50Ms - 1,
        p99Cost: gatewayResult.p99Ms / services.p99Ms - 1,
        throughputRatio: gatewayResult.requestsPerSecond / services.requestsPerSecond,
      };
    });

    console.log('');
    console.log(
      `Gateway cost, ${connections} connections, ${rounds} × ${seconds} s per side (medians), institutes body ${bodyKb} KB`,
    );
    console.table(
      rows.flatMap((row) => [
        {
          endpoint: row.endpoint,
          via: 'services',
          'req/s': Math.round(row.services.requestsPerSecond),
          'p50 ms': row.services.p50Ms,
          'p99 ms': row.services.p99Ms,
          'non-2xx': row.services.non2xx,
        },
        {
          endpoint: row.endpoint,
          via: 'gateway',
          'req/s': Math.round(row.gateway.requestsPerSecond),
          'p50 ms': row.gateway.p50Ms,
          'p99 ms': row.gateway.p99Ms,
          'non-2xx': row.gateway.non2xx,
        },
      ]),
    );
    console.table(
      rows.map((row) => ({
        endpoint: row.endpoint,
        'gateway cost at p50': percent(row.p50Cost),
        'gateway cost at p99': percent(row.p99Cost),
        'throughput gateway/services': `${(row.throughputRatio * 100).toFixed(0)} %`,
        'goal (≤ +15 % at p50)': row.p50Cost <= 0.15 ? 'met' : 'not met',
      })),
    );

    const resultsDir = path.resolve(__dirname, '..', 'results');
    await mkdir(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    await writeFile(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, settings: { seconds, connections, rounds, institutes: instituteCount }, rows }, null, 2)}\n`,
    );
    console.log(`Written ${path.relative(process.cwd(), file)}`);
    const failures = rows.reduce(
      (sum, row) => sum + row.services.non2xx + row.gateway.non2xx + row.services.errors + row.gateway.errors,
      0,
    );
    if (failures) throw new Error(`${failures} requests failed during the run: the figures are not valid`);
  } finally {
    for (const child of children.reverse()) await child.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
