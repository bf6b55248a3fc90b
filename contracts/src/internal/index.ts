export * from './identity';
export * from './service-user';
export * from './api-token-caller';
