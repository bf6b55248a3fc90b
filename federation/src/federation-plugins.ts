import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import { REMOTE_ENTRY } from './frontends';
import { SHARE_SCOPE } from './shared';
import { sharedConfig } from './shared-config';

/** The chunk group of an exposed module ('./LandingPage' → 'expose-LandingPage'), so a build's stats can find it. */
export function exposedChunkName(expose: string): string {
  return `expose-${expose.replace(/^\.\//, '')}`;
}

/**
 * What the shell and every remote configure alike: the singletons, and a runtime for browsers that loads
 * remotes from their remoteEntry.js (remotes.json names them), so the snapshot code that reads manifests at
 * run time is left out. The shell provides the runtime's core to the remotes (`provideExternalRuntime`) and
 * each remote uses it (`externalRuntime`) instead of carrying a copy: a remote's entry runs only inside the shell.
 */
function commonOptions(runtime: { provideExternalRuntime: true } | { externalRuntime: true }) {
  return {
    shareScope: SHARE_SCOPE,
    shared: sharedConfig(),
    // The default, version-first, fetches every remote's entry at start-up: one remote down would break them all.
    shareStrategy: 'loaded-first' as const,
    dts: false,
    experiments: { ...runtime, optimization: { disableSnapshot: true, target: 'web' as const } },
  };
}

/**
 * Module Federation through @module-federation/enhanced.
 *
 * - The shell is the host: it provides the singletons and registers its remotes at run time from remotes.json
 *   (shell/src/remotes), so it is built with no remote.
 * - A remote's remoteEntry.js exposes its modules and consumes the same singletons, which the shell has already
 *   loaded; its mf-manifest.json is published beside it.
 * - A remote's standalone page is an ordinary build: it loads no remote and shares nothing.
 */
export function federationPlugins(
  variant: 'host' | 'remote-entry' | 'remote-standalone',
  name: string,
  exposes?: Record<string, string>,
): RspackPluginInstance[] {
  if (variant === 'remote-standalone') return [];
  return [
    variant === 'host'
      ? new ModuleFederationPlugin({ ...commonOptions({ provideExternalRuntime: true }), name, remotes: {}, manifest: false })
      : new ModuleFederationPlugin({
          ...commonOptions({ externalRuntime: true }),
          name,
          filename: REMOTE_ENTRY,
          // Writes mf-manifest.json (REMOTE_MANIFEST) beside remoteEntry.js.
          manifest: true,
          exposes: Object.fromEntries(
            Object.entries(exposes ?? {}).map(([expose, file]) => [expose, { import: file, name: exposedChunkName(expose) }]),
          ),
        }),
    // Run under tsx (buildFrontends, npm start), the start-up code the plugin inlines from its own functions' source
    // carries esbuild's `__name(fn, name)` calls, which the browser does not define.
    new rspack.DefinePlugin({ __name: '((fn) => fn)' }),
  ];
}
