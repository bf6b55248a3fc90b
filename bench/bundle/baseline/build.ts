/**
 * The baseline of the bundle benchmark: a trivial host shell and one remote ('landing', a one-line page),
 * configured the plain way a team starts with Rspack + @module-federation/enhanced: react, react-dom and
 * react-router-dom shared as singletons, BrowserRouter with one lazy route to the remote, the federation
 * runtime's default settings (no runtime-size optimisations, the real react-router-dom). It is built and
 * measured in the same run as RollCall, so the two figures share the machine and the measuring code.
 */
import path from 'node:path';
import { rspack, type Configuration, type MultiStats } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const shared = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  'react-router-dom': { singleton: true },
};

const typescript = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  type: 'javascript/auto',
};

function app(
  folder: 'shell' | 'landing',
  outDir: string,
  federation: ConstructorParameters<typeof ModuleFederationPlugin>[0],
  excludeChunks: string[] = [],
): Configuration {
  return {
    name: `baseline-${folder}`,
    mode: 'production',
    context: path.join(__dirname, folder),
    entry: { main: './src/index.ts' },
    output: { path: outDir, publicPath: 'auto', clean: true },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: [typescript] },
    plugins: [
      // Not an optimisation, a fix every app on Rspack 2.3 with @module-federation/enhanced needs: its
      // inlined federation start-up code calls esbuild's `__name(fn, name)` helper without defining it.
      new rspack.DefinePlugin({ __name: '((fn) => fn)' }),
      // dts: false only skips generating type files at build time; it changes nothing the browser loads.
      new ModuleFederationPlugin({ ...federation, shared, dts: false }),
      new rspack.HtmlRspackPlugin({
        templateContent: '<!doctype html><html><body><div id="root"></div></body></html>',
        excludeChunks,
      }),
    ],
    stats: 'errors-warnings',
  };
}

export interface BaselineOutput {
  /** Output folders of the host and the remote. */
  shellDir: string;
  landingDir: string;
  /** The origin the remote will be served from, e.g. http://127.0.0.1:43210: the host is built with it. */
  landingOrigin: string;
}

/** Builds the baseline host and remote with the Rspack Node API. */
export function buildBaseline(output: BaselineOutput): Promise<MultiStats> {
  const configs = [
    app('shell', output.shellDir, { name: 'shell', remotes: { landing: `landing@${output.landingOrigin}/remoteEntry.js` } }),
    // The remote's own page must not load its container entry a second time.
    app('landing', output.landingDir, { name: 'landing', filename: 'remoteEntry.js', exposes: { './Page': './src/Page.tsx' } }, [
      'landing',
    ]),
  ];
  return new Promise((resolve, reject) => {
    const compiler = rspack(configs);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (!stats) return reject(new Error('rspack returned no stats'));
        if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
        resolve(stats);
      });
    });
  });
}
