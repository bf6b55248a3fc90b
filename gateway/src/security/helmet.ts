import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Middleware } from 'koa';

/** Security headers for an API that never serves a page: nothing may load, embed or be embedded. */
function helmetFor(production: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'none'"],
      },
    },
    // The shell and its remotes live on sibling origins of the same site.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
}

type HeaderStep = (res: ServerResponse) => void;

/**
 * helmet's headers, set on every answer. With these options none of them depends on the request, so helmet
 * runs once, against a response that records what it does, and each request replays that list (through
 * koa-helmet it was a dozen middleware calls and a promise per request).
 */
export function securityHeaders(production: boolean): Middleware {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      steps.push((res) => res.setHeader(name, value));
    },
    removeHeader(name: string) {
      steps.push((res) => res.removeHeader(name));
    },
  };
  let failure: unknown;
  helmetFor(production)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;

  return async (ctx, next) => {
    for (const step of steps) step(ctx.res);
    await next();
  };
}
