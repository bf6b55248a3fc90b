import helmet from 'koa-helmet';

/** Security headers for an API that never serves a page: nothing may load, embed or be embedded. */
export function securityHeaders(production: boolean) {
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
