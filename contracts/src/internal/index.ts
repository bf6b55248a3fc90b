export * from './identity';
export * from './body-encoding';
export * from './database-unavailable';
