export * from './identity';
export * from './body-encoding';
