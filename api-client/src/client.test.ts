/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorMessage, CSRF_HEADER } from '@rollcall/contracts';
import type { ApiPath } from '@rollcall/contracts/endpoints';
import { configureApiBase } from './base-url';
import { api, dispositionFilename } from './client';

// A real HTTP server stands in for the gateway, so the client's requests and error handling are exercised end to end.
let server: http.Server;
const seen: Array<{ method?: string; headers: http.IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/conflict')
        return void res
          .writeHead(409)
          .end(JSON.stringify({ success: false, errors: ['An admin with this email already exists'] }));
      if (req.url === '/bare') return void res.writeHead(502).end('{}');
      if (req.url === '/report.csv?format=csv')
        return void res
          .writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="attendance-2026.csv"' })
          .end('Roll number,Name\n');
      if (req.url === '/refused')
        return void res.writeHead(403).end(JSON.stringify({ success: false, errors: ['You may not download reports'] }));
      const json = /json/.test(req.headers['content-type'] ?? '');
      res.end(JSON.stringify({ success: true, echo: body ? (json ? JSON.parse(body) : body) : null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  configureApiBase(null);
  await new Promise((resolve) => server.close(resolve));
});

/** The report's endpoint, moved to a path of the stand-in gateway: the input is typed as the report's. */
const reportAt = <Path extends ApiPath>(path: Path) => ({ name: 'adminAttendanceReport', method: 'get', path }) as const;

describe('api', () => {
  it('sends JSON with the CSRF header and returns the body', async () => {
    await expect(api.post('/ok', { name: 'A' })).resolves.toEqual({ success: true, echo: { name: 'A' } });
    const last = seen.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.headers[CSRF_HEADER]).toBe('1');
    expect(last.headers['content-type']).toContain('application/json');
  });
  it('puts JSON, and posts a CSV file as its text', async () => {
    await expect(api.put('/ok', { lectures: [] })).resolves.toEqual({ success: true, echo: { lectures: [] } });
    expect(seen.at(-1)).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': expect.stringContaining('application/json') },
    });
    const csv = 'name,email\nAsha Rao,asha@school.edu\n';
    await expect(api.postCsv('/ok', csv)).resolves.toEqual({ success: true, echo: csv });
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', body: csv, headers: { 'content-type': 'text/csv' } });
    expect(last.headers[CSRF_HEADER]).toBe('1');
  });
  it('rejects with the server errors so errors[0] is shown', async () => {
    const failure = await api.patch('/conflict', {}).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 409 });
    expect(errorMessage(failure, 'Failed to update admin')).toBe('An admin with this email already exists');
  });
  it('falls back to the screen text when the answer has no errors', async () => {
    const failure = await api.delete('/bare').catch((error: unknown) => error);
    expect(errorMessage(failure, 'Failed to delete Admin')).toBe('Failed to delete Admin');
  });
  it('downloads a file with its name, and rejects a refusal with its errors', async () => {
    const file = await api.download(reportAt('/report.csv'), { query: { format: 'csv' } });
    expect(file.filename).toBe('attendance-2026.csv');
    expect(await file.blob.text()).toBe('Roll number,Name\n');
    expect(seen.at(-1)!.headers[CSRF_HEADER]).toBe('1');
    const refusal = await api.download(reportAt('/refused')).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 403 });
    expect(errorMessage(refusal, 'x')).toBe('You may not download reports');
  });
  it('reads a name of either form from Content-Disposition', () => {
    expect(dispositionFilename(`attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`, 'x')).toBe('résumé.pdf');
    expect(dispositionFilename('attachment; filename=report.pdf', 'x')).toBe('report.pdf');
    expect(dispositionFilename(null, 'attendance')).toBe('attendance');
  });
  it('names an unreachable server', async () => {
    configureApiBase('http://127.0.0.1:1');
    const failure = await api.get('/ok').catch((error: unknown) => error);
    expect(errorMessage(failure, 'x')).toBe('Network error: the server could not be reached');
    const offline = await api.download(reportAt('/ok')).catch((error: unknown) => error);
    expect(errorMessage(offline, 'x')).toBe('Network error: the server could not be reached');
    configureApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
});
