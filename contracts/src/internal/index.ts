export * from './identity';
export * from './database-unavailable';
