import Koa from 'koa';
import { adminRoutes } from '../admins/admin-routes';
import { credentialRoutes } from '../credentials/credential-routes';
import { enquiryRoutes } from '../enquiries/enquiry-routes';
import { instituteRoutes } from '../institutes/institute-routes';
import { statsRoutes } from '../stats/stats-routes';
import { jsonBody } from './body';
import { errorHandler } from './error-handler';
import { requireSignedIdentity, type ServiceState } from './identity';
import type { RouteDependencies } from './routes';

export interface AppOptions extends RouteDependencies {
  internalSecret: string;
  log: (message: string) => void;
}

/** The service's HTTP application: errors → identity → JSON body → routes. */
export function createApp({ internalSecret, log, ...dependencies }: AppOptions): Koa<ServiceState> {
  const app = new Koa<ServiceState>();
  app.proxy = false;
  app.silent = true;
  app.use(errorHandler(log));
  app.use(requireSignedIdentity(internalSecret));
  app.use(jsonBody());
  for (const routes of [instituteRoutes, adminRoutes, statsRoutes, credentialRoutes, enquiryRoutes]) {
    const router = routes(dependencies);
    app.use(router.routes());
  }
  return app;
}
