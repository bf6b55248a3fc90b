import { routes } from '@rollcall/contracts/routes';
import { startGatewayTestStack, type GatewayTestStack } from './support/gateway-stack';
import { holdTemporaryPassword } from './support/temporary-password';

jest.setTimeout(60_000);

let t: GatewayTestStack;

beforeAll(async () => {
  t = await startGatewayTestStack();
});
afterAll(() => t?.stop());

describe('GET /openapi.json', () => {
  it('answers anyone, without a session, with the OpenAPI document of every endpoint', async () => {
    const answer = await t.browser().call('GET', '/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.body.openapi).toBe('3.1.0');
    expect(Object.keys(answer.body.paths).sort()).toEqual([...new Set(Object.values(routes).map((route) => route.path))].sort());
    expect(answer.body.paths['/admin/roles/{id}']).toHaveProperty(
      'put.requestBody.content.application/json.schema.properties.name',
    );
  });

  it('answers 304 to a client that already holds this version', async () => {
    const first = await t.browser().request('GET', '/openapi.json');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // fetch would send 'Cache-Control: no-cache' with a conditional request, which asks the server to answer in full.
    const revalidate = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
    const again = await t.browser().request('GET', '/openapi.json', { headers: revalidate });
    expect(again.status).toBe(304);
  });

  it('sends the same ETag and Cache-Control with a 304, and no body', async () => {
    const first = await t.browser().request('GET', '/openapi.json');
    const etag = first.headers.get('etag')!;
    const revalidate = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
    const again = await t.browser().request('GET', '/openapi.json', { headers: revalidate });
    expect(again.status).toBe(304);
    expect([again.headers.get('etag'), again.headers.get('cache-control')]).toEqual([etag, 'public, max-age=300']);
    expect(await again.text()).toBe('');
  });

  it('describes its own answers: the document, and 304 while the client holds it', async () => {
    const answer = await t.browser().call('GET', '/openapi.json');
    const own = answer.body.paths['/openapi.json'].get;
    expect(Object.keys(own.responses)).toEqual(expect.arrayContaining(['200', '304']));
    expect(own.responses['200'].headers).toHaveProperty('ETag');
    expect(answer.body.components.schemas.OpenApiDocument).toMatchObject({ type: 'object' });
  });

  it('is readable by a session that must still change its temporary password', async () => {
    const teacher = await t.user('teacher');
    await holdTemporaryPassword(t.db, teacher.id);
    const browser = await t.signedIn('teacher', teacher.email);
    expect((await browser.call('GET', '/teacher/institute')).status).toBe(403);
    expect((await browser.call('GET', '/openapi.json')).status).toBe(200);
  });
});
