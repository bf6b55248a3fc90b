/**
 * The floor of any proxy in Node on this machine, for the API benchmark: a plain node:http server that sends
 * every request on to services with undici (the gateway's client) and one fixed signed identity, and streams the
 * answer back as it arrives. No session, no middleware, no checks: what a request pays for the hop alone.
 *
 * Run as a child process (compiled by bench/api/deployed-stack.ts); prints `listening on <url>`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import { Agent, request } from 'undici';
import { identityHeaders, type Identity } from '@rollcall/contracts/internal';

const servicesOrigin = new URL(process.env.SERVICES_URL!).origin;
const secret = process.env.INTERNAL_SECRET!;
const identity = JSON.parse(process.env.BENCH_IDENTITY!) as Identity;
const agent = new Agent({ connections: 64, keepAliveTimeout: 10_000 });

const server = http.createServer(async (req, res) => {
  try {
    const upstream = await request(servicesOrigin + req.url, {
      method: 'GET',
      headers: { accept: req.headers.accept ?? '*/*', ...identityHeaders(secret, identity) },
      dispatcher: agent,
    });
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(upstream.headers)) {
      if (value !== undefined && name !== 'connection' && name !== 'keep-alive' && name !== 'transfer-encoding')
        headers[name] = value;
    }
    res.writeHead(upstream.statusCode, headers);
    pipeline(upstream.body, res, () => {});
  } catch {
    res.statusCode = 503;
    res.end();
  }
});

server.listen(Number(process.env.BARE_PROXY_PORT), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => process.exit(0));
