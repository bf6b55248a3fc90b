/**
 * Where a call goes: its method and path, without its schemas. The browser imports these (zod-free) and takes the
 * types of the call's input and answer from the route definitions by a type-only import.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A path as OpenAPI writes it: `/admin/roles/{id}`. */
export type ApiPath = `/${string}`;

export interface Endpoint<Name extends string = string, Method extends HttpMethod = HttpMethod, Path extends ApiPath = ApiPath> {
  readonly name: Name;
  readonly method: Method;
  readonly path: Path;
}

type EndpointTable = Record<string, readonly [HttpMethod, ApiPath]>;

type EndpointsOf<Table extends EndpointTable> = {
  readonly [Name in keyof Table & string]: Endpoint<Name, Table[Name][0], Table[Name][1]>;
};

/** `{ createClass: ['post', '/admin/classes'] }` → `{ createClass: { name: 'createClass', method: 'post', path: … } }`. */
export function endpointsOf<const Table extends EndpointTable>(table: Table): EndpointsOf<Table> {
  return Object.fromEntries(
    Object.entries(table).map(([name, [method, path]]) => [name, { name, method, path }]),
  ) as EndpointsOf<Table>;
}

/** The names of a path's `{…}` segments. */
export type PathParameterNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParameterNames<Rest>
  : never;

/** A path's parameters as the caller fills them in; `undefined` for a path without any. */
export type PathParameters<Path extends string> = [PathParameterNames<Path>] extends [never]
  ? undefined
  : { [Name in PathParameterNames<Path>]: string };

export type QueryValue = string | number | boolean | null | undefined;

/** A path with its parameters filled in (each encoded), and the query's set values appended in order. */
export function urlOf(path: ApiPath, params?: Record<string, string>, query?: Record<string, QueryValue>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

const patterns = new Map<ApiPath, RegExp>();

/** The pattern a request path matches when it is this path, each `{…}` standing for one segment (built once a path). */
export function pathPattern(path: ApiPath): RegExp {
  let pattern = patterns.get(path);
  if (!pattern) {
    const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`^${escaped.replace(/\{\w+\}/g, '[^/]+')}$`);
    patterns.set(path, pattern);
  }
  return pattern;
}

/** Koa's way of writing the path: `/admin/roles/:id`. */
export const routerPath = (path: ApiPath) => path.replace(/\{(\w+)\}/g, ':$1');
