import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ComponentType } from 'react';
import { rspack, type Configuration, type MultiStats, type Stats } from '@rspack/core';
import { compile } from './compile';
import { exposedChunkName } from './federation-plugins';
import { PRERENDERED_PAGE } from './frontends';
import { prerenderedDocument } from './prerendered-page';
import { prerenderedRoute } from './prerendered';
import { renderPage } from './render-page';
import { remoteOptions } from './rspack-config';

/**
 * The packages the server build leaves to Node, by the very files this process loads: the renderer, the
 * component and the router must share one React and one router context.
 */
const FROM_NODE = ['react', 'react/jsx-runtime', 'react-dom', 'react-router', 'react-router-dom'];

/**
 * The server build of a remote's exposed page, derived from its browser build (`config`): same context,
 * rules, CSS Modules naming and DefinePlugin values, so the markup carries exactly the browser's class
 * names; Node target, CSS reduced to its class names, no federation, no page.
 */
export function serverBuildConfig(config: Configuration, outDir: string): Configuration {
  const options = remoteOptions(config);
  const entry = options?.exposes?.[`./${prerenderedRoute.exposes}`];
  if (!entry) throw new Error(`The ${prerenderedRoute.remote} remote does not expose ./${prerenderedRoute.exposes}`);
  const generator = config.module?.generator ?? {};
  const externals = Object.fromEntries(FROM_NODE.map((request) => [request, `commonjs ${require.resolve(request)}`]));
  return {
    ...config,
    name: `${config.name}-prerender`,
    target: 'node',
    entry: { page: entry },
    output: {
      ...config.output,
      path: outDir,
      // Node has no script element to find an automatic public path from, and nothing loads this build's assets (the
      // fonts its stylesheets name): the rendered markup carries class names only.
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].js',
      cssFilename: '[name].css',
      cssChunkFilename: '[name].css',
      library: { type: 'commonjs2' },
    },
    externals,
    module: {
      ...config.module,
      generator: { ...generator, 'css/auto': { ...generator['css/auto'], exportsOnly: true } },
    },
    plugins: (config.plugins ?? []).filter((plugin) => plugin instanceof rspack.DefinePlugin),
    optimization: { ...config.optimization, minimize: false, splitChunks: false },
    devServer: undefined,
  };
}

/** The browser build's stylesheets of the exposed page: those its chunk group loads with it, in order. */
async function exposedCss(browserBuild: Stats | MultiStats, name: string | undefined, dist: string): Promise<string> {
  const json = browserBuild.toJson({ all: false, chunkGroups: true });
  const build = json.children?.length ? json.children.find((child) => child.name === name) : json;
  const group = build?.namedChunkGroups?.[exposedChunkName(`./${prerenderedRoute.exposes}`)];
  if (!group) throw new Error(`The ${name} build has no chunk group for ./${prerenderedRoute.exposes}`);
  const files = (group.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.css'));
  const sheets = await Promise.all(files.map((file) => fs.readFile(path.join(dist, file), 'utf8')));
  return sheets.join('\n');
}

/**
 * Writes PRERENDERED_PAGE into the remote's dist/ (after its browser build): its page rendered by a server
 * build made in a temporary folder, which is removed afterwards.
 */
export async function prerenderRemote(config: Configuration, browserBuild: Stats | MultiStats, dist: string): Promise<void> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rollcall-prerender-'));
  try {
    await compile([serverBuildConfig(config, outDir)]);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require(path.join(outDir, 'page.js')) as { default?: ComponentType };
    if (!loaded.default) throw new Error(`./${prerenderedRoute.exposes} has no default export`);
    const document = prerenderedDocument(await exposedCss(browserBuild, config.name, dist), renderPage(loaded.default));
    await fs.writeFile(path.join(dist, PRERENDERED_PAGE), document);
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}
