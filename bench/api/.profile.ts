import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { freePort } from '../../scripts/free-port';
import { startChild } from './child-process';
(async () => {
  const internalSecret = randomBytes(32).toString('base64url');
  const sessionSecret = randomBytes(32).toString('base64url');
  const stack = await startChild('bench/api/stack-process.ts', { INTERNAL_SECRET: internalSecret, SESSION_SECRET: sessionSecret, SUPERADMIN_EMAIL: 'b@r.test', SUPERADMIN_PASSWORD: 'B3nch!Password' }, /^READY /);
  const { servicesUrl, databaseUrl } = JSON.parse(stack.line.slice(6));
  const port = await freePort();
  const gw = await startChild('gateway/src/main.ts', { PROFILE: '1', GATEWAY_PORT: String(port), SERVICES_URL: servicesUrl, DATABASE_URL: databaseUrl, INTERNAL_SECRET: internalSecret, SESSION_SECRETS: sessionSecret }, /listening on/);
  const url = `http://127.0.0.1:${port}`;
  const r = await fetch(`${url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-rollcall-csrf': '1' }, body: JSON.stringify({ role: 'superadmin', email: 'b@r.test', password: 'B3nch!Password' }) });
  const cookie = r.headers.getSetCookie().map((l) => l.split(';')[0]).join('; ');
  for (const path of ['/nothing', '/auth/verify-user']) {
    const res = await autocannon({ url: url + path, headers: { cookie }, duration: 4, connections: 10 });
    console.log(path, res.requests.average, res.latency.p50, res.non2xx);
  }
  await gw.stop(); await stack.stop();
})();
