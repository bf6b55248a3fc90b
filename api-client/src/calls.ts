import type { Endpoint } from '@rollcall/contracts/endpoints';
import { pathPattern, urlOf } from '@rollcall/contracts/endpoints';
import type { AnswerBody, CallInput, Routes } from '@rollcall/contracts/routes';

/** The definition of the route an endpoint names (a type only: no schema reaches the bundle). */
export type RouteOf<E extends Endpoint> = E['name'] extends keyof Routes ? Routes[E['name']] : never;

/**
 * What a call sends: `params` for the path's ids, `query`, and `body` (or `csv`, a file's text, for an import, or
 * `zip`, a zip file's bytes as they are).
 */
export type InputOf<E extends Endpoint> = CallInput<RouteOf<E>> & { csv?: string; zip?: Blob };

/** The JSON a call answers with on success. */
export type AnswerOf<E extends Endpoint> = AnswerBody<RouteOf<E>>;

/** The arguments after the endpoint: none when the call needs no input. */
export type InputArgument<E extends Endpoint> = object extends InputOf<E> ? [input?: InputOf<E>] : [input: InputOf<E>];

/** The address of a call, also its swr key: the path with its ids filled in and the query appended. */
export function keyOf<E extends Endpoint>(endpoint: E, ...[input]: InputArgument<E>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string>; query?: Record<string, never> };
  return urlOf(endpoint.path, params, query);
}

/** Whether an swr key is an address of this endpoint (any ids, any query): for refreshing every list it keys. */
export function isKeyOf(endpoint: Endpoint, key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const path = key.split('?')[0]!;
  return pathPattern(endpoint.path).test(path);
}
