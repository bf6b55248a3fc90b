import type { Context, Middleware } from 'koa';
import { endpoints } from '@rollcall/contracts/endpoints';
import { routes } from '../src/http/routes';

/** Runs the table's middleware for one request; says which handler answered, or 'next'. */
async function answerer(table: Middleware, method: string, path: string): Promise<string> {
  const ctx = { method, path, body: undefined as unknown } as Context & { body: unknown };
  let reached = 'next';
  await table(ctx, async () => {
    reached = 'next';
  });
  return typeof ctx.body === 'string' ? ctx.body : reached;
}

const named =
  (name: string): Middleware =>
  (ctx) => {
    ctx.body = name;
  };

describe('the gateway’s route table', () => {
  const table = routes([
    [endpoints.openApiDocument, named('document')],
    [endpoints.submitEnquiry, named('enquiry')],
  ]);

  it('answers each endpoint’s method and path with its handler, and HEAD with the GET’s', async () => {
    expect(await answerer(table, 'GET', '/openapi.json')).toBe('document');
    expect(await answerer(table, 'HEAD', '/openapi.json')).toBe('document');
    expect(await answerer(table, 'POST', '/enquiries')).toBe('enquiry');
  });

  it('passes any other method or path on', async () => {
    expect(await answerer(table, 'POST', '/openapi.json')).toBe('next');
    expect(await answerer(table, 'GET', '/enquiries')).toBe('next');
    expect(await answerer(table, 'GET', '/openapi.json/')).toBe('next');
  });

  it('refuses an endpoint with a path parameter, which it could not match', () => {
    expect(() => routes([[endpoints.updateClass, named('class')]])).toThrow('/admin/classes/{id}');
  });
});
