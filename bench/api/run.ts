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
 * Services and the gateway run in their own processes, as deployed (deployed-stack.ts); autocannon runs in
 * this process.
 */
import { identityHeaders, type Identity } from '@rollcall/contracts/internal';
import { startDeployedStack } from './deployed-stack';
import { load, type LoadResult, roundMs } from './load';
import { runBenchmark, writeResults } from './results';
import { seedInstitutes } from './seed';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
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
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

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

const percent = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)} %`;

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

    await writeResults('api', { seconds, connections, rounds, institutes: instituteCount }, { rows });
    const failures = rows.reduce(
      (sum, row) => sum + row.services.non2xx + row.gateway.non2xx + row.services.errors + row.gateway.errors,
      0,
    );
    if (failures) throw new Error(`${failures} requests failed during the run: the figures are not valid`);
  } finally {
    await deployed.stop();
  }
}

runBenchmark(main);
