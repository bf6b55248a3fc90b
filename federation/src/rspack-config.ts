import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { frontends, REMOTE_ENTRY, type FrontendName } from './frontends';
import { repoRoot } from './paths';
import { sharedSingletons } from './shared';

export interface RspackConfigOptions {
  /** The frontend's name: 'shell' for the host, else the remote's name ('landing', 'auth', ...). */
  name: FrontendName;
  /** The workspace folder (pass __dirname from its rspack.config.ts). Sources in src/, output in dist/. */
  dir: string;
  /** Remotes only: what the remote exposes, e.g. { './LoginPage': './src/LoginPage.tsx' }. */
  exposes?: Record<string, string>;
  /** Where `npm run dev` serves this frontend standalone; defaults to the frontend's default port. */
  port?: number;
  kind: 'host' | 'remote';
  /** Title of the standalone page. */
  title?: string;
  /** Default 'production' (NODE_ENV=development switches to a readable development build). */
  mode?: 'production' | 'development';
}

function installedVersion(request: string): string {
  const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
  // Read the file directly: workspace packages do not export ./package.json.
  const file = path.join(repoRoot, 'node_modules', packageName, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Singletons with the installed version and a compatible range, so a mismatch shows up in the console. */
export function sharedConfig() {
  return Object.fromEntries(
    sharedSingletons.map((request) => {
      const version = installedVersion(request);
      const major = version.split('.')[0];
      // ^0.x ranges only match their own minor: the workspace packages (0.1.0) require exactly their series.
      const requiredVersion = major === '0' ? `^${version}` : `^${major}.0.0`;
      return [request, { singleton: true, version, requiredVersion, strictVersion: false }];
    }),
  );
}

/**
 * Rspack's built-in federation plugin requires the bundler runtime by its CommonJS entry, which drags in
 * every CommonJS file of the runtime (snapshot, preload, Node helpers) whatever the optimisation flags say.
 * Pointing those entries at the ES module builds lets tree shaking drop what the flags turn off.
 */
function federationRuntimeAsEsm(): Record<string, string> {
  const base = path.join(repoRoot, 'node_modules', '@module-federation');
  const packages = ['webpack-bundler-runtime', 'runtime', 'runtime-core', 'runtime-tools', 'sdk'];
  return {
    ...Object.fromEntries(
      packages.map((name) => [path.join(base, name, 'dist', 'index.cjs'), path.join(base, name, 'dist', 'index.js')]),
    ),
    // @module-federation/retry-plugin 0.17 brings its own copy of the SDK (29 KB) for one logger: use ours.
    '@module-federation/sdk$': path.join(base, 'sdk', 'dist', 'index.js'),
  };
}

const routerFacade = path.join(__dirname, 'router.ts');
const realRouter = path.join(repoRoot, 'node_modules', 'react-router', 'dist', 'production', 'index.mjs');

function scriptRule(development: boolean): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    // Workspace packages (ui-kit, contracts, api-client) are TypeScript sources: symlinks resolve to their
    // real folders outside node_modules, so excluding node_modules still compiles them.
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: false } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}

function page(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="RollCall: attendance that cares." />
    <link rel="icon" href="data:," />
    <title>${title}</title>
  </head>
  <body>
    <noscript>RollCall needs JavaScript enabled.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

type Variant =
  /** The shell: the page, the full federation runtime, which it lends to the remotes. */
  | 'host'
  /** A remote as the shell loads it: remoteEntry.js and the exposed modules, borrowing the shell's runtime. */
  | 'remote-entry'
  /** A remote's own page for its team (http://localhost:<port>/): a small host of its own. */
  | 'remote-standalone';

/** Plugins the factory made, to tell them from the ones a frontend's rspack.config.ts adds. */
const ownPlugins = new WeakSet<object>();
/** A remote's options, kept on its configuration so the build can derive the standalone page from it. */
const REMOTE_OPTIONS = Symbol.for('rollcall.federation.remote-options');

/**
 * The Rspack configuration of one RollCall frontend (see README.md). For a remote it is the build the shell
 * loads (remoteEntry.js + exposed modules); `frontendBuilds()` adds its standalone page, built into the same
 * dist/, so that buildFrontends and `npm run dev` produce both.
 */
export function createRspackConfig(options: RspackConfigOptions): Configuration {
  if (options.kind === 'remote' && !options.exposes) throw new Error(`The ${options.name} remote must expose something`);
  if (options.kind === 'host') return variantConfig(options, 'host');
  const config = variantConfig(options, 'remote-entry');
  Object.defineProperty(config, REMOTE_OPTIONS, { value: options, enumerable: false });
  return config;
}

/**
 * Every build of a frontend's configuration: itself, and for a remote also its standalone page, which
 * gets the same extra plugins the frontend's rspack.config.ts added (DefinePlugin values and the like).
 */
export function frontendBuilds(config: Configuration): Configuration[] {
  const options = remoteOptions(config);
  if (!options) return [config];
  const standalone = variantConfig(options, 'remote-standalone');
  const added = (config.plugins ?? []).filter((plugin) => plugin && !ownPlugins.has(plugin as object));
  standalone.plugins = [...(standalone.plugins ?? []), ...added];
  return [config, standalone];
}

/** The options a remote's rspack.config.ts gave the factory (its name and exposes); undefined for the host. */
export function remoteOptions(config: Configuration): RspackConfigOptions | undefined {
  return (config as { [REMOTE_OPTIONS]?: RspackConfigOptions })[REMOTE_OPTIONS];
}

function mine<T extends object>(plugins: T[]): T[] {
  for (const plugin of plugins) ownPlugins.add(plugin);
  return plugins;
}

function variantConfig(options: RspackConfigOptions, variant: Variant): Configuration {
  const { name, dir } = options;
  const mode = options.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const development = mode === 'development';
  const port = options.port ?? frontends[name].port;
  const hashed = development ? '[name]' : '[name].[contenthash:10]';
  const isEntry = variant === 'remote-entry';
  const hasPage = !isEntry;
  // The standalone page is a container of its own name, so it never meets the remote's global.
  const containerName = variant === 'remote-standalone' ? `${name}_standalone` : name;

  return {
    name: variant === 'remote-standalone' ? `${name}-standalone` : name,
    mode,
    context: dir,
    target: ['web', 'es2022'],
    entry: hasPage ? { main: './src/index.ts' } : {},
    devtool: development ? 'cheap-module-source-map' : false,
    lazyCompilation: false,
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: `rollcall_${containerName}`,
      filename: `assets/${hashed}.js`,
      chunkFilename: `assets/${hashed}.js`,
      cssFilename: `assets/${hashed}.css`,
      cssChunkFilename: `assets/${hashed}.css`,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Two builds share a remote's dist/: buildFrontends empties it first.
      clean: false,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      alias: {
        ...federationRuntimeAsEsm(),
        'react-router$': routerFacade,
        'react-router-dom$': routerFacade,
        'react-router-full$': realRouter,
      },
    },
    module: {
      parser: {
        'css/auto': { namedExports: false },
        // An import the router facade (or any module) does not export is a build error, not undefined at run time.
        javascript: { exportsPresence: 'error' },
      },
      generator: {
        'css/auto': {
          localIdentName: development ? '[local]_[hash:6]' : 'rc_[hash:8]',
          exportsConvention: 'as-is',
        },
      },
      rules: [
        scriptRule(development),
        // *.module.css are CSS Modules with hashed class names; other .css files are global.
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: mine([
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        // Rspack 2.3 inlines its federation start-up code from a build that calls esbuild's keep-names helper
        // `__name(fn, name)` without defining it ("__name is not defined" at start-up): make it the identity.
        __name: '((fn) => fn)',
      }),
      new ModuleFederationPlugin({
        name: containerName,
        ...(isEntry ? { filename: REMOTE_ENTRY, exposes: options.exposes } : { remotes: {} }),
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: isEntry,
        experiments: {
          // Remotes are registered at run time from remotes.json and point at remoteEntry.js, so the
          // manifest snapshot code is dead weight in the browser. Only the shell loads remotes.
          optimization: { disableSnapshot: true, target: 'web', disableRemote: variant !== 'host' },
          // The shell lends its runtime core to the remotes (global _FEDERATION_RUNTIME_CORE): each
          // remoteEntry.js shrinks from ≈ 18 KB to ≈ 8 KB gz.
          ...(variant === 'host' ? { provideExternalRuntime: true } : {}),
          ...(isEntry ? { externalRuntime: true } : {}),
        },
      }),
      ...(hasPage
        ? [
            new rspack.HtmlRspackPlugin({
              templateContent: page(options.title ?? `RollCall ${name}`),
              scriptLoading: 'defer',
              // Each frontend is served at the root of its own origin; absolute script addresses keep deep
              // links such as /superadmin/home working (the chunks themselves still use publicPath 'auto').
              publicPath: '/',
              minify: !development,
            }),
          ]
        : []),
    ]),
    optimization: {
      minimize: !development,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({
          minimizerOptions: {
            ecma: 2020,
            compress: { passes: 2, pure_getters: true },
            mangle: true,
            format: { comments: false },
          },
          extractComments: false,
        }),
        new rspack.LightningCssMinimizerRspackPlugin(),
      ],
      moduleIds: development ? 'named' : 'deterministic',
      chunkIds: development ? 'named' : 'deterministic',
    },
    performance: false,
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    stats: 'errors-warnings',
  };
}
