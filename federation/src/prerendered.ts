/**
 * The one contract between the build that prerenders a page, the server that serves it and the shell that
 * hydrates it. Browser-safe.
 *
 * - Which page: the exposed module of the route '/' in the table of areas (the landing's LandingPage).
 * - The build renders that component alone, under a router at its path: no DOM and no Suspense boundary
 *   around it. It writes PRERENDERED_PAGE beside the remote's remoteEntry.js, a small HTML document whose
 *   <head> holds what the first paint needs (the page's CSS, inline) and whose <body> holds the markup.
 * - The server puts that <head> into the shell's page's head and that <body> inside <div id="root">, which
 *   it marks with PRERENDERED_ATTRIBUTE="<remote>/<expose>".
 * - The shell, finding the mark, loads that module first and hydrates it rendered directly at its route:
 *   no Suspense, lazy component or DOM between the router and the component, so the two trees (and the
 *   ids useId gives) are the same.
 */
import { areaRoutes, type AreaRoute } from '@rollcall/contracts/areas';

export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The route whose page is prerendered: the public home page. */
export const prerenderedRoute: AreaRoute = /* @__PURE__ */ (() => {
  const route = areaRoutes.find((candidate) => candidate.path === '/');
  if (!route) throw new Error("The table of areas has no route '/'");
  return route;
})();

/** How the mark names the prerendered module, e.g. 'landing/LandingPage'. */
export const prerenderedModuleId = `${prerenderedRoute.remote}/${prerenderedRoute.exposes}`;
