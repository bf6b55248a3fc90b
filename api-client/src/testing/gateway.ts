/**
 * For the frontends' Testing Library tests (`@rollcall/api-client/testing`): a stand-in for the gateway at
 * the network boundary. It replaces `fetch`, which the real api-client (redaxios) calls. Routes are keyed
 * 'METHOD /path?query'; each answers with a status and a JSON body, or with a promise for one (to hold a
 * request open and see the busy and loading states).
 */
export interface GatewayRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
export interface GatewayReply {
  status?: number;
  /** JSON, or the text of a file when `headers` give another content type (a download). */
  body: unknown;
  headers?: Record<string, string>;
}
export type Route = GatewayReply | ((request: GatewayRequest) => GatewayReply | Promise<GatewayReply>);

export interface Gateway {
  calls: GatewayRequest[];
  /** Replace or add routes while a test runs. */
  set(routes: Record<string, Route>): void;
  callsTo(key: string): GatewayRequest[];
}

const headerOf = (headers: Record<string, string> = {}, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';

export function mockGateway(initial: Record<string, Route> = {}): Gateway {
  const routes: Record<string, Route> = { ...initial };
  const calls: GatewayRequest[] = [];
  const fetchDouble = async (url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) => {
    const { pathname, search } = new URL(url);
    const request: GatewayRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: pathname + search,
      // A CSV upload stays text; everything else the client sends is JSON.
      body: init.body ? (/json/.test(headerOf(init.headers, 'content-type')) ? JSON.parse(init.body) : init.body) : undefined,
      headers: init.headers ?? {},
    };
    calls.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const reply: GatewayReply =
      route === undefined
        ? { status: 404, body: { success: false, errors: [`No route for ${request.method} ${request.path}`] } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    const status = reply.status ?? 200;
    const type = headerOf(reply.headers, 'content-type') || 'application/json';
    const text = typeof reply.body === 'string' && !/json/.test(type) ? reply.body : JSON.stringify(reply.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headerOf(reply.headers, name.toLowerCase()) || null },
      json: async () => JSON.parse(text),
      text: async () => text,
      blob: async () => new Blob([text], { type }),
    };
  };
  (globalThis as { fetch?: unknown }).fetch = fetchDouble;
  return {
    calls,
    set: (more) => Object.assign(routes, more),
    callsTo: (key) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A reply the test releases when it wants, to look at the state while a request is in flight. */
export function heldReply(): { route: () => Promise<GatewayReply>; release: (reply: GatewayReply) => void } {
  let release: (reply: GatewayReply) => void = () => {};
  const pending = new Promise<GatewayReply>((resolve) => (release = resolve));
  return { route: () => pending, release: (reply) => release(reply) };
}

export const ok = (body: Record<string, unknown>): GatewayReply => ({ status: 200, body: { success: true, ...body } });
/** A file to save, as a CSV or PDF download answers: its text, type and the name Content-Disposition gives. */
export const fileReply = (text: string, type: string, filename: string): GatewayReply => ({
  body: text,
  headers: { 'content-type': type, 'content-disposition': `attachment; filename="${filename}"` },
});
export const failure = (status: number, ...errors: string[]): GatewayReply => ({ status, body: { success: false, errors } });
