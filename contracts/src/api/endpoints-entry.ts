/** The browser's entry: every call's method and path, and the helpers to fill them in. No schema, no zod. */
export * from './endpoint';
export { type EndpointName, type Endpoints, endpoints } from './endpoints';
export { methodsAt } from './methods-at';
