import { areaRoutes, type AreaRoute, type PublicAccess, type RoleAccess } from '@rollcall/contracts/areas';
import type { RemoteModule } from '../remotes/RemoteModule';

/** A route of the shell: the path the router matches, how the shell guards it, and what it shows. */
export type ShellRoute =
  | { path: string; access: PublicAccess | RoleAccess; module: RemoteModule }
  /** An area whose remote is not built yet: the shell's signed-in page stands in for it. */
  | { path: string; access: RoleAccess; module: null };

function shellRoute(route: AreaRoute): ShellRoute {
  if (route.remote === null) return { path: route.path, access: route, module: null };
  return {
    path: route.subpages ? `${route.path}/*` : route.path,
    access: route,
    module: { remote: route.remote, expose: route.exposes, area: route.title },
  };
}

/** Every route of the table of areas, in its order. */
export const shellRoutes: readonly ShellRoute[] = areaRoutes.map(shellRoute);
