// Node-only side of @rollcall/federation: the Rspack config factory, building and serving the frontends.
export * from './index';
export * from './rspack-config';
export * from './shared-config';
export * from './build';
export * from './default-remotes-file';
export * from './serve';
export * from './paths';
export * from './public-urls';
export * from './stale';
