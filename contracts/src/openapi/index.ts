/**
 * The OpenAPI document of the API. Server-side only: import it as '@rollcall/contracts/openapi', never through
 * the package root, so no browser bundle carries the route table (the lint refuses it in the frontends).
 */
export { openApiDocument, type OpenApiDocument } from './document';
