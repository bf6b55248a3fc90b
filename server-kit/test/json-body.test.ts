import { gzipSync } from 'node:zlib';
import Koa from 'koa';
import { z } from 'zod';
import { bodyProblem, errorHandler, exposedMessage, failureTexts, jsonBody, jsonBodyReader } from '../src';
import { send, serve, type Served } from './support/serve';

const LIMIT = 1024;
const servers: Served[] = [];

/** Reads the body with the kit's middleware and answers what the route saw. */
async function echoing(refuseOtherTypes: boolean): Promise<string> {
  const app = new Koa();
  app.silent = true;
  app.use(errorHandler({ log: () => {}, clientErrorText: bodyProblem, closeAfterTooLarge: true }));
  app.use(jsonBody({ limitBytes: LIMIT, refuseOtherTypes }));
  app.use((ctx) => {
    ctx.body = { success: true, received: ctx.request.body ?? null };
  });
  const served = await serve(app);
  servers.push(served);
  return served.url;
}

/** A JSON object whose text is exactly `bytes` long. */
const jsonOf = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes - '{"text":""}'.length) });

afterAll(async () => {
  for (const served of servers) await served.close();
});

describe('jsonBody', () => {
  it('reads a body of exactly the limit and refuses one byte more with 413', async () => {
    const url = await echoing(true);
    const atLimit = await send(url, { body: jsonOf(LIMIT) });
    expect(atLimit.status).toBe(200);
    expect(await send(url, { body: jsonOf(LIMIT + 1) })).toMatchObject({
      status: 413,
      body: { success: false, errors: [failureTexts.tooLarge] },
    });
  });

  it('refuses a body over the limit that arrives without a declared length', async () => {
    const chunks = [Buffer.from('{"text":"'), Buffer.alloc(LIMIT, 'x'), Buffer.from('"}')];
    expect(await send(await echoing(true), { body: chunks })).toMatchObject({ status: 413 });
  });

  it('counts a compressed body by its decoded size', async () => {
    const zipped = gzipSync(jsonOf(LIMIT * 50));
    expect(zipped.length).toBeLessThan(LIMIT);
    const answer = await send(await echoing(true), { body: zipped, headers: { 'content-encoding': 'gzip' } });
    expect(answer).toMatchObject({ status: 413, body: { errors: [failureTexts.tooLarge] } });
  });

  it('reads a real gzip body and refuses one that is not what its Content-Encoding says with 400', async () => {
    const url = await echoing(true);
    const real = await send(url, { body: gzipSync('{"name":"Gzip College"}'), headers: { 'content-encoding': 'gzip' } });
    expect(real.body).toEqual({ success: true, received: { name: 'Gzip College' } });
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const answer = await send(url, { body: '{"name":"Plain"}', headers: { 'content-encoding': encoding } });
      expect(answer).toEqual(
        expect.objectContaining({ status: 400, body: { success: false, errors: [failureTexts.undecodableBody] } }),
      );
    }
  });

  it('answers malformed JSON, and JSON that is neither an object nor an array, with 400', async () => {
    const url = await echoing(true);
    for (const body of ['{"name": "A",', '"just text"']) {
      expect(await send(url, { body })).toMatchObject({
        status: 400,
        body: { success: false, errors: [failureTexts.malformedJson] },
      });
    }
  });

  it('refuses a body whose bytes are not UTF-8 with 400, plain, chunked or gzipped, and keeps a U+FFFD that was sent', async () => {
    const url = await echoing(true);
    const notUtf8 = { status: 400, body: { success: false, errors: [failureTexts.notUtf8] } };
    const [before, after] = [Buffer.from('{"name":"Asha'), Buffer.from('"}')];
    for (const bad of [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf0, 0x90, 0x80]]) {
      const body = Buffer.concat([before, Buffer.from(bad), after]);
      expect(await send(url, { body })).toMatchObject(notUtf8);
      expect(await send(url, { body: [before, Buffer.from(bad), after] })).toMatchObject(notUtf8);
      expect(await send(url, { body: gzipSync(body), headers: { 'content-encoding': 'gzip' } })).toMatchObject(notUtf8);
    }
    const replacement = await send(url, { body: Buffer.from('{"name":"Asha \uFFFD தமிழ்"}', 'utf8') });
    expect(replacement.body).toEqual({ success: true, received: { name: 'Asha \uFFFD தமிழ்' } });
  });

  it('refuses a body of another type with 415 where asked to, else leaves it unread', async () => {
    const form = { body: 'name=A', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    expect(await send(await echoing(true), form)).toMatchObject({ status: 415, body: { errors: [failureTexts.notJson] } });
    expect(await send(await echoing(false), form)).toMatchObject({ status: 200, body: { success: true, received: {} } });
  });
});

describe('jsonBodyReader', () => {
  const schema = z.strictObject({ name: z.string({ error: 'Name is required' }) });

  async function reading(): Promise<string> {
    const app = new Koa();
    app.silent = true;
    app.use(errorHandler({ log: () => {}, clientErrorText: exposedMessage }));
    const readBody = jsonBodyReader(LIMIT);
    app.use(async (ctx) => {
      ctx.body = { success: true, read: await readBody(ctx, schema) };
    });
    const served = await serve(app);
    servers.push(served);
    return served.url;
  }

  it('answers the parsed body to the route, and the schema messages with 400', async () => {
    const url = await reading();
    expect((await send(url, { body: '{"name":"Asha"}' })).body).toEqual({ success: true, read: { name: 'Asha' } });
    expect(await send(url, { body: '{}' })).toMatchObject({
      status: 400,
      body: { success: false, errors: ['Name is required'] },
    });
  });

  it('reads a body of another type as none, so the schema refuses it', async () => {
    const answer = await send(await reading(), { body: 'name=Asha', headers: { 'content-type': 'text/plain' } });
    expect(answer).toMatchObject({ status: 400, body: { errors: ['Name is required'] } });
  });

  it('refuses a body over its limit with 413', async () => {
    expect(await send(await reading(), { body: jsonOf(LIMIT + 1) })).toMatchObject({ status: 413 });
  });

  it('refuses a body that is not UTF-8 with 400 before the schema reads it', async () => {
    const answer = await send(await reading(), { body: Buffer.from([...Buffer.from('{"name":"'), 0x80, 0x22, 0x7d]) });
    expect(answer).toMatchObject({ status: 400, body: { errors: [failureTexts.notUtf8] } });
  });
});
