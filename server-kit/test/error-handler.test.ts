import Koa, { type Middleware } from 'koa';
import {
  bodyProblem,
  ClientGoneError,
  errorHandler,
  type ErrorHandlerOptions,
  exposedMessage,
  HttpError,
  notFound,
} from '../src';
import { send, serve, type Served } from './support/serve';

const logged: Array<{ message: string; error?: unknown }> = [];
const servers: Served[] = [];

/** An app whose one step sets a security header and the headers of a body, then fails with `failure`. */
async function failingWith(failure: unknown, options: Partial<ErrorHandlerOptions> = {}): Promise<string> {
  const app = new Koa();
  app.silent = true;
  app.use(
    errorHandler({ log: (message, error) => logged.push({ message, error }), clientErrorText: exposedMessage, ...options }),
  );
  const fail: Middleware = (ctx) => {
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('ETag', '"v1"');
    ctx.set('Content-Disposition', 'attachment; filename="report.csv"');
    throw failure;
  };
  app.use(fail);
  const served = await serve(app);
  servers.push(served);
  return served.url;
}

beforeEach(() => {
  logged.length = 0;
});
afterAll(async () => {
  for (const served of servers) await served.close();
});

describe('errorHandler', () => {
  it('answers an HttpError with its status, messages and headers', async () => {
    const url = await failingWith(new HttpError(429, ['Too many requests'], { 'Retry-After': '60' }));
    const answer = await send(url, { method: 'GET' });
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ success: false, errors: ['Too many requests'] });
    expect(answer.headers['retry-after']).toBe('60');
    expect(logged).toEqual([]);
  });

  it('keeps the headers set before the failure, but not those that described the body no longer sent', async () => {
    const answer = await send(await failingWith(new HttpError(403, ['No'])), { method: 'GET' });
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['content-disposition']).toBeUndefined();
  });

  it('logs a client that went away as one line without a stack, not as a failure', async () => {
    await send(await failingWith(new ClientGoneError()), { method: 'GET' });
    // What the JSON body reader throws when the client stops sending: still answered 400, as before.
    const aborted = Object.assign(new Error('request aborted'), { status: 400, expose: true, type: 'request.aborted' });
    const answer = await send(await failingWith(aborted), { method: 'GET' });
    expect(answer.status).toBe(400);
    expect(logged).toEqual([
      { message: 'GET /: client went away (ECONNABORTED)', error: undefined },
      { message: 'GET /: client went away (request.aborted)', error: undefined },
    ]);
  });

  it('logs an unreachable database as one line without a stack and answers 503', async () => {
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
    const answer = await send(await failingWith(outage), { method: 'GET' });
    expect(answer).toMatchObject({
      status: 503,
      body: { success: false, errors: ['Service temporarily unavailable, please try again'] },
    });
    expect(logged).toEqual([{ message: 'GET /: database unavailable: connect ECONNREFUSED 127.0.0.1:5433', error: undefined }]);
  });

  it('logs an unexpected failure with its error and answers 500 without a word of it', async () => {
    const defect = new Error('column "secret" of relation "users" does not exist');
    const answer = await send(await failingWith(defect), { method: 'GET' });
    expect(answer).toMatchObject({ status: 500, body: { success: false, errors: ['Something went wrong'] } });
    expect(JSON.stringify(answer.body)).not.toContain('secret');
    expect(logged).toEqual([{ message: 'GET / failed', error: defect }]);
  });

  it('does not log what the caller got wrong', async () => {
    const unsupported = Object.assign(new Error('unsupported charset "KOI8"'), { status: 415, expose: true });
    await send(await failingWith(unsupported), { method: 'GET' });
    await send(await failingWith(unsupported, { clientErrorText: bodyProblem }), { method: 'GET' });
    expect(logged).toEqual([]);
  });

  it('closes the connection after a 413 only where asked to', async () => {
    const tooLarge = new HttpError(413, ['Request body is too large']);
    const closing = await send(await failingWith(tooLarge, { closeAfterTooLarge: true }), { method: 'GET' });
    expect(closing.status).toBe(413);
    expect(closing.headers.connection).toBe('close');
    const keeping = await send(await failingWith(tooLarge), { method: 'GET' });
    expect(keeping.status).toBe(413);
    expect(keeping.headers.connection).not.toBe('close');
  });
});

describe('notFound', () => {
  it('answers a path nothing served with 404 JSON', async () => {
    const app = new Koa();
    app.use(notFound);
    const served = await serve(app);
    servers.push(served);
    expect(await send(`${served.url}/nothing-here`, { method: 'GET' })).toMatchObject({
      status: 404,
      body: { success: false, errors: ['Not found'] },
    });
  });
});
