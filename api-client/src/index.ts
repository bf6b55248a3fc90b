export * from './base-url';
export * from './client';
export * from './keys';
export * from './session';
export * from './institute';
