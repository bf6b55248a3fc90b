export * from './identity';
export * from './service-user';
