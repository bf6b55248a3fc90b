import { type HttpMethod, pathPattern } from './endpoint';
import { endpoints } from './endpoints';

const patterns = Object.values(endpoints).map(({ method, path }) => ({ method, pattern: pathPattern(path) }));

/** The methods the API answers at a request path (empty for a path it does not know). */
export function methodsAt(requestPath: string): HttpMethod[] {
  return [...new Set(patterns.filter(({ pattern }) => pattern.test(requestPath)).map(({ method }) => method))];
}
