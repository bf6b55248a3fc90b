import { type HttpMethod, pathPattern } from './endpoint';
import { endpoints } from './endpoints';

const all = Object.values(endpoints);
/** Fixed paths are looked up; only the few with an `{id}` are matched by pattern. */
const atFixedPath = new Map<string, typeof all>();
for (const endpoint of all.filter(({ path }) => !path.includes('{')))
  atFixedPath.set(endpoint.path, [...(atFixedPath.get(endpoint.path) ?? []), endpoint]);
const templated = all.filter(({ path }) => path.includes('{'));

/** The methods the API answers at a request path (empty for a path it does not know). */
export function methodsAt(requestPath: string): HttpMethod[] {
  const matching = [
    ...(atFixedPath.get(requestPath) ?? []),
    ...templated.filter(({ path }) => pathPattern(path).test(requestPath)),
  ];
  return [...new Set(matching.map(({ method }) => method))];
}
