import { areaRoutes, type AreaRoute, type PublicAccess, type RoleAccess } from '@rollcall/contracts/areas';
import type { RemoteModule } from '../remotes/RemoteModule';

/** A route of the shell: the path the router matches, how the shell guards it, and what it shows. */
export interface ShellRoute {
  path: string;
  access: PublicAccess | RoleAccess;
  module: RemoteModule;
}

function shellRoute(route: AreaRoute): ShellRoute {
  return {
    path: route.subpages ? `${route.path}/*` : route.path,
    access: route,
    module: { remote: route.remote, expose: route.exposes, area: route.title },
  };
}

/** Every route of the table of areas, in its order. */
export const shellRoutes: readonly ShellRoute[] = areaRoutes.map(shellRoute);
