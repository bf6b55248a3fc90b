import { hydrateRoot } from 'react-dom/client';
import { PRERENDERED_ATTRIBUTE } from '@rollcall/federation';
import { App } from '../App';
import { configureShell } from '../boot/boot';
import type { RemoteModule } from '../remotes/RemoteModule';
import { loadRemoteComponent } from '../remotes/runtime';
import { shellRoutes } from '../routes/shellRoutes';

/** Marks the moment the shell took over the prerendered page (for measurements and tests). */
export const HYDRATED_MARK = 'rollcall:hydrated';

/**
 * The module the server prerendered into this root, when the address is its route; undefined for an
 * empty root, which the shell renders from scratch.
 */
export function prerenderedModule(container: Element, pathname: string): RemoteModule | undefined {
  const id = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (!id || !container.firstElementChild) return undefined;
  const route = shellRoutes.find((candidate) => `${candidate.module.remote}/${candidate.module.expose}` === id);
  return route && route.path === pathname ? route.module : undefined;
}

/**
 * Reads remotes.json and loads the module before hydrating, so the first client render is the server's
 * markup itself. Until then, and for good if either fails, the page stays as served: readable, its links
 * plain links, no error page over it.
 */
export async function hydratePrerendered(container: Element, module: RemoteModule): Promise<boolean> {
  try {
    await configureShell();
    const { default: Component } = await loadRemoteComponent(module);
    hydrateRoot(container, <App prerendered={{ module, Component }} onMounted={() => performance.mark(HYDRATED_MARK)} />, {
      onRecoverableError: (error) => console.error('[rollcall] hydration:', error instanceof Error ? error.message : error),
    });
    return true;
  } catch (error) {
    console.error('[rollcall] the prerendered page stays as served:', error instanceof Error ? error.message : error);
    return false;
  }
}
