import type { EndpointName } from '../endpoints';
import type { Route } from '../route';
import { academicSetupRoutes } from './academic-setup';
import { legacyRoutes } from './legacy';
import { platformRoutes } from './platform';

const defined = { ...academicSetupRoutes, ...platformRoutes };

/** Every call of the API with its definition: the one source of the services' routes, the browser's calls and the document. */
export const routes = { ...legacyRoutes(defined), ...defined } as Record<Exclude<EndpointName, keyof typeof defined>, Route> &
  typeof defined;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
