import type Router from '@koa/router';
import { routes } from '@rollcall/contracts/routes';
import type pg from 'pg';
import { createApp } from '../src/http/app';

/** Every route the service registers, as "METHOD /path/{id}" (the gateway forwards all but /internal/*). */
function serviceEndpoints(): string[] {
  const app = createApp({
    internalSecret: 'unused',
    log: () => {},
    pool: {} as pg.Pool,
    kickOutbox: () => {},
    loginUrl: 'unused',
    googleSignIn: false,
    apiUrl: () => 'unused',
  });
  const routers = app.middleware.flatMap((middleware) => {
    const { router } = middleware as { router?: Router };
    return router ? [router] : [];
  });
  return routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${String(layer.path).replace(/:(\w+)/g, '{$1}')}`),
    ),
  );
}

describe('the OpenAPI route table', () => {
  it('describes every endpoint the service offers through the gateway', () => {
    const described = new Set(Object.values(routes).map((route) => `${route.method.toUpperCase()} ${route.path}`));
    const offered = serviceEndpoints().filter((endpoint) => !endpoint.includes(' /internal/'));
    expect(offered.length).toBeGreaterThan(10);
    expect(offered.filter((endpoint) => !described.has(endpoint))).toEqual([]);
  });
});
