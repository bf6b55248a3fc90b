/**
 * Every call's definition with its schemas. Servers import it; the browser imports only its types (the values
 * would carry every schema of the API into a bundle).
 */
export * from './route';
export { refusalsOf } from './refusals';
export { type ResponseHeader, responseHeaders } from './response-headers';
export { type RouteName, type Routes, routes } from './routes';
export { type Tag, tags } from './tags';
