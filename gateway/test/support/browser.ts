import { CSRF_HEADER, CSRF_VALUE } from '@rollcall/contracts';
import { recordCall } from '../../../services/test/support/record-call';

/** What a request sent, as the contract check reads it. */
interface Sent {
  headers: Record<string, string>;
  body: BodyInit | undefined;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever fields the call under test answers with
  body: any;
  headers: Headers;
}

export interface CallOptions {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is, with this content type (default application/json). */
  raw?: string | Buffer | ReadableStream<Uint8Array>;
  contentType?: string;
  headers?: Record<string, string>;
  /** The CSRF header the shell's client always sends; default true. */
  csrf?: boolean;
}

/** A browser as far as the gateway can tell: a cookie jar, the CSRF header, JSON in and out. */
export class Browser {
  private readonly jar = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  get cookies(): Record<string, string> {
    return Object.fromEntries(this.jar);
  }

  /** The Cookie header this browser sends (to replay it elsewhere). */
  get cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  setCookieHeader(header: string): void {
    this.jar.clear();
    for (const pair of header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [name, ...value] = pair.split('=');
      this.jar.set(name!, value.join('='));
    }
  }

  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const { response, sent } = await this.send(method, path, options);
    const text = await response.text();
    this.record(method, path, sent, response, text);
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // left as text: a test expecting JSON fails on it
    }
    return { status: response.status, body, headers: response.headers };
  }

  /** One request without following redirects; the cookies it sets are kept. */
  async request(method: string, pathOrUrl: string, options: CallOptions = {}): Promise<Response> {
    const { response, sent } = await this.send(method, pathOrUrl, options);
    // A redirect is judged by its status and headers; other answers read this way are the test's to read.
    if (response.status >= 300 && response.status < 400) this.record(method, pathOrUrl, sent, response, '');
    return response;
  }

  private async send(method: string, pathOrUrl: string, options: CallOptions) {
    const headers: Record<string, string> = {};
    if (options.csrf !== false) headers[CSRF_HEADER] = CSRF_VALUE;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.raw !== undefined) {
      body = options.raw as BodyInit;
      headers['content-type'] = options.contentType ?? 'application/json';
    }
    if (this.jar.size) headers.cookie = this.cookieHeader;
    Object.assign(headers, options.headers);
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${this.baseUrl}${pathOrUrl}`;
    const init: RequestInit & { duplex?: 'half' } = { method, headers, body, redirect: 'manual' };
    if (body instanceof ReadableStream) init.duplex = 'half';
    const response = await fetch(url, init);
    this.remember(response.headers.getSetCookie());
    return { response, sent: { headers, body } };
  }

  /** Keeps a call to this gateway for the contract check (a streamed request body cannot be read back). */
  private record(method: string, pathOrUrl: string, sent: Sent, response: Response, text: string): void {
    const url = new URL(pathOrUrl, this.baseUrl);
    if (url.origin !== new URL(this.baseUrl).origin || sent.body instanceof ReadableStream) return;
    recordCall(method, `${url.pathname}${url.search}`, sent.headers, sent.body as string | Buffer | undefined, response, text);
  }

  private remember(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.trim().split('=');
      const expires = attributes.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('expires='));
      const expired = expires !== undefined && new Date(expires.slice('expires='.length)).getTime() <= Date.now();
      if (expired || value.join('=') === '') this.jar.delete(name!);
      else this.jar.set(name!, value.join('='));
    }
  }
}
