/**
 * API benchmark: the gateway's cost. 1,000 institutes are generated, then autocannon loads
 * GET /auth/verify-user and GET /superadmin/institute three ways, in the same run, alternating, on the same
 * machine: through the gateway (session cookie), straight at services (signed identity headers:
 * /internal/users/me and /superadmin/institute), and through a bare proxy (bare-proxy.ts: node:http and undici
 * with a fixed identity, nothing else), the floor of any hop in Node. Each at 1 and at 10 connections.
 * Goals: the gateway adds at most 0.3 ms at p50 at 1 connection, and keeps at least 60 % of services'
 * throughput at 10.
 *
 *   npm run bench:api -w @rollcall/bench
 *   BENCH_SECONDS (10), BENCH_CONNECTIONS ('1,10'), BENCH_ROUNDS (2), BENCH_INSTITUTES (1000),
 *   BENCH_ENDPOINTS (both; 'verify-user' or 'institutes' for one), BENCH_GATEWAY_PROFILE (a folder for the gateway's
 *   CPU profile)
 *
 * Services, the gateway and the bare proxy run in their own processes, as deployed (deployed-stack.ts);
 * autocannon runs in this process.
 */
import { identityHeaders, type Identity } from '@rollcall/contracts/internal';
import { median } from '../median';
import { startDeployedStack } from './deployed-stack';
import { load, type LoadResult, roundMs } from './load';
import { runBenchmark, writeResults } from './results';
import { seedInstitutes } from './seed';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const instituteCount = Number(process.env.BENCH_INSTITUTES ?? 1000);

interface Endpoint {
  name: string;
  gatewayPath: string;
  servicesPath: string;
}

const endpoints: Endpoint[] = [
  { name: 'verify-user', gatewayPath: '/auth/verify-user', servicesPath: '/internal/users/me' },
  { name: 'institutes (1,000)', gatewayPath: '/superadmin/institute', servicesPath: '/superadmin/institute' },
].filter((endpoint) => !process.env.BENCH_ENDPOINTS || endpoint.name.startsWith(process.env.BENCH_ENDPOINTS));

function combine(results: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    p50Ms: roundMs(median(results.map((r) => r.p50Ms))),
    p99Ms: roundMs(median(results.map((r) => r.p99Ms))),
    p95Ms: roundMs(median(results.map((r) => r.p95Ms))),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** The gateway's goals: added latency at p50 at one connection, throughput kept at ten. */
const GOAL_ADDED_P50_MS = 0.3;
const GOAL_THROUGHPUT = 0.6;

const VIAS = ['services', 'bare proxy', 'gateway'] as const;
type Via = (typeof VIAS)[number];

const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(3)}`;
const share = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

async function main() {
  const deployed = await startDeployedStack();
  try {
    const { servicesUrl, gatewayUrl, internalSecret } = deployed;
    const { userId, headers: gatewayHeaders } = await deployed.signIn(
      'superadmin',
      deployed.superadmin.email,
      deployed.superadmin.password,
    );
    const identity: Identity = { role: 'superadmin', userId, instituteId: null };
    const bareProxyUrl = await deployed.bareProxy(identity);

    console.log(`Generating ${instituteCount} institutes…`);
    await seedInstitutes(servicesUrl, internalSecret, identity, instituteCount);
    const listed = (await (await fetch(`${gatewayUrl}/superadmin/institute`, { headers: gatewayHeaders })).json()) as {
      instituteData: unknown[];
    };
    if (listed.instituteData.length !== instituteCount)
      throw new Error(`expected ${instituteCount} institutes, got ${listed.instituteData.length}`);
    const bodyKb = (JSON.stringify(listed).length / 1024).toFixed(0);

    const through = (endpoint: Endpoint, via: Via, duration: number, connections: number) => {
      if (via === 'gateway') return load(`${gatewayUrl}${endpoint.gatewayPath}`, gatewayHeaders, duration, connections);
      // The bare proxy signs its own identity; services is sent a fresh one per run (it ages out after a while).
      if (via === 'bare proxy') return load(`${bareProxyUrl}${endpoint.servicesPath}`, {}, duration, connections);
      return load(`${servicesUrl}${endpoint.servicesPath}`, identityHeaders(internalSecret, identity), duration, connections);
    };

    console.log('Warming up…');
    for (const endpoint of endpoints) for (const via of VIAS) await through(endpoint, via, 2, 10);

    const runs = new Map<string, LoadResult[]>();
    const key = (endpoint: Endpoint, via: Via, connections: number) => `${endpoint.name}|${via}|${connections}`;
    for (let round = 0; round < rounds; round++) {
      for (const connections of connectionCounts) {
        for (const endpoint of endpoints) {
          // Rotate which side goes first, so drift on a shared machine does not favour one.
          const order = [...VIAS.slice(round % VIAS.length), ...VIAS.slice(0, round % VIAS.length)];
          for (const via of order) {
            console.log(`Round ${round + 1}/${rounds}: ${endpoint.name} via ${via} (${seconds} s, ${connections} connections)`);
            const at = key(endpoint, via, connections);
            runs.set(at, [...(runs.get(at) ?? []), await through(endpoint, via, seconds, connections)]);
          }
        }
      }
    }

    const rows = connectionCounts.flatMap((connections) =>
      endpoints.map((endpoint) => {
        const [services, bare, gateway] = VIAS.map((via) => combine(runs.get(key(endpoint, via, connections))!));
        return {
          endpoint: endpoint.name,
          connections,
          gatewayPath: endpoint.gatewayPath,
          servicesPath: endpoint.servicesPath,
          services: services!,
          bareProxy: bare!,
          gateway: gateway!,
          gatewayAddedP50Ms: roundMs(gateway!.p50Ms - services!.p50Ms),
          bareProxyAddedP50Ms: roundMs(bare!.p50Ms - services!.p50Ms),
          gatewayThroughput: gateway!.requestsPerSecond / services!.requestsPerSecond,
          bareProxyThroughput: bare!.requestsPerSecond / services!.requestsPerSecond,
        };
      }),
    );

    console.log('');
    console.log(`The gateway's cost, ${rounds} × ${seconds} s per path (medians), institutes body ${bodyKb} KB`);
    console.table(
      rows.flatMap((row) =>
        VIAS.map((via) => {
          const figures = via === 'services' ? row.services : via === 'gateway' ? row.gateway : row.bareProxy;
          return {
            endpoint: row.endpoint,
            connections: row.connections,
            via,
            'req/s': Math.round(figures.requestsPerSecond),
            'p50 ms': figures.p50Ms,
            'p99 ms': figures.p99Ms,
            'non-2xx': figures.non2xx,
          };
        }),
      ),
    );
    console.table(
      rows.map((row) => ({
        endpoint: row.endpoint,
        connections: row.connections,
        'gateway adds at p50 (ms)': signed(row.gatewayAddedP50Ms),
        'bare proxy adds (ms)': signed(row.bareProxyAddedP50Ms),
        'gateway/services req/s': share(row.gatewayThroughput),
        'bare proxy/services req/s': share(row.bareProxyThroughput),
        goal:
          row.connections === 1
            ? `adds ≤ ${GOAL_ADDED_P50_MS} ms: ${row.gatewayAddedP50Ms <= GOAL_ADDED_P50_MS ? 'met' : 'not met'}`
            : `≥ ${share(GOAL_THROUGHPUT)} of req/s: ${row.gatewayThroughput >= GOAL_THROUGHPUT ? 'met' : 'not met'}`,
      })),
    );

    await writeResults('api', { seconds, connections: connectionCounts, rounds, institutes: instituteCount }, { rows });
    const failures = rows.reduce(
      (sum, row) =>
        sum + [row.services, row.bareProxy, row.gateway].reduce((n, figures) => n + figures.non2xx + figures.errors, 0),
      0,
    );
    if (failures) throw new Error(`${failures} requests failed during the run: the figures are not valid`);
  } finally {
    await deployed.stop();
  }
}

runBenchmark(main);
