import type { BrowserContext, Route } from 'playwright-core';
import type { FrontendName } from '../../federation/src/frontends';
import { appDescription } from './description';

/**
 * Makes one frontend's server unreachable for this browser only: every request to its origin is refused, as
 * when its port is closed, while other browsers (other suites running at the same time) still reach it.
 * Resolves to the function that brings it back.
 */
export async function unreachable(context: BrowserContext, name: FrontendName): Promise<() => Promise<void>> {
  const origin = appDescription().frontends[name];
  const matches = (url: URL) => url.origin === origin;
  const refuse = (route: Route) => route.abort('connectionrefused');
  await context.route(matches, refuse);
  return () => context.unroute(matches, refuse);
}
