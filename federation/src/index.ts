export * from './frontends';
export * from './remotes-file';
export * from './shared';
export * from './prerendered';
