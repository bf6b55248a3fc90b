import { filesOf, zipOf } from '../../services/test/support/oneroster-zip';
import type { Browser } from './support/browser';
import { type GatewayTestStack, startGatewayTestStack } from './support/gateway-stack';

jest.setTimeout(60_000);

let t: GatewayTestStack;
let admin: Browser;

beforeAll(async () => {
  t = await startGatewayTestStack();
  const instituteId = await t.institute('Roster College');
  admin = await t.signedIn('admin', (await t.user('admin', { instituteId })).email);
  await admin.call('POST', '/admin/teachers', { json: { name: 'Rahul Menon', email: 'rahul@roster.test' } });
});
afterAll(() => t?.stop());

describe('OneRoster through the gateway', () => {
  it('downloads the zip as bytes and takes it back as an upload, which then changes nothing', async () => {
    const download = await admin.request('GET', '/admin/exports/oneroster.zip');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await download.arrayBuffer());
    const files = await filesOf(zip);
    expect(files.get('users.csv')).toContain('rahul@roster.test');

    const preview = await admin.call('POST', '/admin/imports/oneroster', { raw: zip, contentType: 'application/zip' });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ success: true, lines: [], errors: [] });
  });

  it('refuses an upload without the CSRF header', async () => {
    const zip = await zipOf({ 'manifest.csv': 'propertyName,value\r\n' });
    const answer = await admin.call('POST', '/admin/imports/oneroster?commit=1', {
      raw: zip,
      contentType: 'application/zip',
      csrf: false,
    });
    expect(answer.status).toBe(403);
  });
});
