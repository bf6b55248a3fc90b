import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { federationPlugins } from './federation-plugins';
import { hostChunks, remoteChunks } from './host-chunks';
import { frontends, type FrontendName } from './frontends';
import { repoRoot } from './paths';

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
  /** The shell: the page; provides the shared singletons to the remotes and loads them (shell/src/remotes). */
  | 'host'
  /** A remote as the shell loads it: remoteEntry.js (a container) and the exposed modules, using the shell's singletons. */
  | 'remote-entry'
  /** A remote's own page for its team (http://localhost:<port>/): a plain single-page build. */
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
      uniqueName: variant === 'remote-standalone' ? `rollcall_${name}_standalone` : `rollcall_${name}`,
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
        // A message catalogue is compiled as it is bundled: the browser gets parsed ICU, never a translator's note.
        { test: /\.messages\.json$/, type: 'javascript/auto', loader: path.join(__dirname, 'catalogue-loader.cjs') },
        { test: /\.(png|jpe?g|gif|svg|webp|avif)$/, type: 'asset' },
        // Fonts are files of their own, never inlined into the CSS: a face is fetched only for text in its unicode-range.
        { test: /\.woff2?$/, type: 'asset/resource' },
      ],
    },
    plugins: mine([
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      ...federationPlugins(variant, name, options.exposes),
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
      ...(variant === 'host' ? { splitChunks: hostChunks } : variant === 'remote-entry' ? { splitChunks: remoteChunks } : {}),
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
