export * from './base-url';
export * from './client';
export * from './session';
export * from './sign-in-options';
export * from './institute';
export * from './calls';
export { endpoints } from '@rollcall/contracts/endpoints';
