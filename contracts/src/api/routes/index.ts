import type { EndpointName } from '../endpoints';
import type { Route } from '../route';
import { academicSetupRoutes } from './academic-setup';
import { attendanceRoutes } from './attendance';
import { legacyRoutes } from './legacy';
import { peopleRoutes } from './people';
import { platformRoutes } from './platform';
import { portalRoutes } from './portals';
import { reportRoutes } from './reports';
import { roleRoutes } from './roles';
import { signInRoutes } from './sign-in';

const defined = {
  ...academicSetupRoutes,
  ...peopleRoutes,
  ...platformRoutes,
  ...signInRoutes,
  ...portalRoutes,
  ...roleRoutes,
  ...attendanceRoutes,
  ...reportRoutes,
};

/** Every call of the API with its definition: the one source of the services' routes, the browser's calls and the document. */
export const routes = { ...legacyRoutes(defined), ...defined } as Record<Exclude<EndpointName, keyof typeof defined>, Route> &
  typeof defined;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
