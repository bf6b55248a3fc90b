/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorMessage, CSRF_HEADER } from '@rollcall/contracts';
import { type ApiPath, type EndpointName, type Endpoints, endpoints } from '@rollcall/contracts/endpoints';
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

/** A call moved to a path of the stand-in gateway: its method and its input's type stay the call's own. */
const at = <Name extends EndpointName>(name: Name, path: ApiPath) => ({ ...endpoints[name], path }) as Endpoints[Name];
const someId = '5d2a7c41-9e3b-4f6a-8d1c-7b0e2a4f6c93';

describe('api', () => {
  it('sends JSON with the CSRF header and returns the body', async () => {
    await expect(api.call(at('createClass', '/ok'), { body: { name: 'A' } })).resolves.toEqual({
      success: true,
      echo: { name: 'A' },
    });
    const last = seen.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.headers[CSRF_HEADER]).toBe('1');
    expect(last.headers['content-type']).toContain('application/json');
  });
  it('puts JSON, and posts a CSV file as its text', async () => {
    const update = api.call(at('updateClass', '/ok'), { params: { id: someId }, body: { name: 'B' } });
    await expect(update).resolves.toEqual({ success: true, echo: { name: 'B' } });
    expect(seen.at(-1)).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': expect.stringContaining('application/json') },
    });
    const csv = 'name,email\nAsha Rao,asha@school.edu\n';
    await expect(api.call(at('importStudents', '/ok'), { csv })).resolves.toEqual({ success: true, echo: csv });
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', body: csv, headers: { 'content-type': 'text/csv' } });
    expect(last.headers[CSRF_HEADER]).toBe('1');
  });
  it('posts a zip as application/zip whatever type the browser gave the file', async () => {
    const zip = new Blob(['PK\u0003\u0004'], { type: 'application/x-zip-compressed' });
    await api.call(at('importOneRoster', '/ok'), { zip });
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', body: 'PK\u0003\u0004', headers: { 'content-type': 'application/zip' } });
    expect(last.headers[CSRF_HEADER]).toBe('1');
  });
  it('rejects with the server errors so errors[0] is shown', async () => {
    const failure = await api
      .call(at('updateAdmin', '/conflict'), { body: { adminId: someId, name: 'A' } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 409 });
    expect(errorMessage(failure, 'Failed to update admin')).toBe('An admin with this email already exists');
  });
  it('falls back to the screen text when the answer has no errors', async () => {
    const failure = await api.call(at('removeClass', '/bare'), { params: { id: someId } }).catch((error: unknown) => error);
    expect(errorMessage(failure, 'Failed to delete Admin')).toBe('Failed to delete Admin');
  });
  it('downloads a file with its name, and rejects a refusal with its errors', async () => {
    const file = await api.download(at('adminAttendanceReport', '/report.csv'), { query: { format: 'csv' } });
    expect(file.filename).toBe('attendance-2026.csv');
    expect(await file.blob.text()).toBe('Roll number,Name\n');
    expect(seen.at(-1)!.headers[CSRF_HEADER]).toBe('1');
    const refusal = await api.download(at('adminAttendanceReport', '/refused')).catch((error: unknown) => error);
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
    const failure = await api.call(at('listClasses', '/ok')).catch((error: unknown) => error);
    expect(errorMessage(failure, 'x')).toBe('Network error: the server could not be reached');
    const offline = await api.download(at('adminAttendanceReport', '/ok')).catch((error: unknown) => error);
    expect(errorMessage(offline, 'x')).toBe('Network error: the server could not be reached');
    configureApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
});
