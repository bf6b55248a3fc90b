import { rspack, type RspackPluginInstance } from '@rspack/core';
import { REMOTE_ENTRY } from './frontends';
import { SHARE_SCOPE } from './shared';
import { sharedConfig } from './shared-config';
import { singletonConsumesPlugin } from './singleton-consumes';

/**
 * Module Federation with Rspack's own container plugins (the webpack 5 container format), not the
 * @module-federation/enhanced runtime: that runtime cost the visitor ≈ 26 KB gz in the shell and ≈ 8 KB gz in
 * each remoteEntry.js, for features RollCall does not use (manifests, snapshots, preloading, runtime plugins).
 *
 * - The shell only provides the singletons: its own code imports them directly, so it needs no consuming
 *   runtime; shell/src/remotes loads the containers and marks the shell's copies loaded, which every remote's
 *   singleton check then picks (loaded first: a remote never brings a second React).
 * - A remote's entry is a container (`init(shareScope)`, `get('./Expose')`) that consumes the singletons with
 *   their version ranges (a mismatch is a console warning) and provides its own copies as the fallback; it
 *   picks them with the one loading strategy RollCall needs (singleton-consumes.ts).
 * - A remote's standalone page is an ordinary build: it loads no remote and shares nothing.
 */
/** The chunk group of an exposed module ('./LandingPage' → 'expose-LandingPage'), so a build's stats can find it. */
export function exposedChunkName(expose: string): string {
  return `expose-${expose.replace(/^\.\//, '')}`;
}

export function federationPlugins(
  variant: 'host' | 'remote-entry' | 'remote-standalone',
  name: string,
  exposes?: Record<string, string>,
): RspackPluginInstance[] {
  if (variant === 'remote-standalone') return [];
  const shared = sharedConfig();
  if (variant === 'host') {
    return [
      new rspack.sharing.ProvideSharedPlugin({
        shareScope: SHARE_SCOPE,
        provides: Object.fromEntries(
          Object.entries(shared).map(([request, { version }]) => [request, { shareKey: request, version }]),
        ),
      }),
    ];
  }
  return [
    new rspack.container.ModuleFederationPluginV1({
      name,
      filename: REMOTE_ENTRY,
      exposes: Object.fromEntries(
        Object.entries(exposes ?? {}).map(([expose, file]) => [expose, { import: file, name: exposedChunkName(expose) }]),
      ),
      shareScope: SHARE_SCOPE,
      shared,
    }),
    singletonConsumesPlugin(shared),
  ];
}
