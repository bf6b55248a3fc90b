import { z } from 'zod';
import { openApiDocument } from '@rollcall/contracts/openapi';
import type { Route } from '@rollcall/contracts/routes';
import { type ContractDocument, contractValidator } from './support/contract-validator';
import type { Exchange } from './support/exchange';

const note = z.object({ id: z.uuid(), text: z.string().min(1), day: z.iso.date() }).meta({ id: 'TestNote' });
const noteAnswer = z.object({ success: z.literal(true), note });
const example = { id: '5d2a7c41-9e3b-4f6a-8d1c-7b0e2a4f6c93', text: 'Bring the register', day: '2026-11-27' };

const routes: Record<string, Route> = {
  addNote: {
    name: 'addNote',
    method: 'post',
    path: '/admin/notes',
    summary: 'Add a note',
    tag: 'Academic setup',
    access: 'admin',
    query: z.object({ preview: z.enum(['true', 'false']).optional() }),
    body: z.object({ text: z.string().min(1) }),
    bodyExample: { text: 'Bring the register' },
    answers: { 201: { description: 'The note', schema: noteAnswer, example: { success: true, note: example } } },
  },
  goThere: {
    name: 'goThere',
    method: 'get',
    path: '/auth/there',
    summary: 'Off to a page',
    tag: 'Sign-in',
    access: 'public',
    query: z.object({ role: z.enum(['admin', 'teacher']) }),
    answers: { 302: { description: 'To the page, or back to the sign-in page', redirect: true } },
  },
  showNote: {
    name: 'showNote',
    method: 'get',
    path: '/admin/notes/{id}',
    summary: 'A note',
    tag: 'Academic setup',
    access: 'admin',
    answers: { 200: { description: 'The note', schema: noteAnswer, example: { success: true, note: example } } },
  },
};

const verdictOf = contractValidator(openApiDocument(routes) as ContractDocument);
const check = (exchange: Exchange) => verdictOf(exchange)?.problems ?? null;

const added = (change: Partial<Exchange> = {}): Exchange => ({
  method: 'POST',
  pathAndQuery: '/admin/notes',
  requestType: 'application/json',
  requestBody: { text: 'Bring the register' },
  status: 201,
  answerType: 'application/json',
  answerBody: { success: true, note: example },
  ...change,
});

describe('the contract check of a call', () => {
  it('passes an answer and an accepted request the document allows, and a refusal it lists', () => {
    expect(check(added())).toEqual([]);
    expect(check(added({ pathAndQuery: '/admin/notes?preview=true' }))).toEqual([]);
    expect(
      check({
        ...added(),
        method: 'GET',
        pathAndQuery: `/admin/notes/${example.id}`,
        requestType: undefined,
        requestBody: undefined,
        status: 200,
      }),
    ).toEqual([]);
    expect(
      check(added({ status: 400, requestBody: { text: '' }, answerBody: { success: false, errors: ['Too short'] } })),
    ).toEqual([]);
  });

  it('refuses a status the operation does not list', () => {
    expect(check(added({ status: 200 }))).toEqual([expect.stringContaining('status 200 is not listed')]);
    expect(check(added({ status: 409, answerBody: { success: false, errors: ['Taken'] } }))).toEqual([
      'status 409 is not listed (listed: 201, 400, 401, 403, 413, 415, 429, 503)',
    ]);
  });

  it('refuses a property the answer schema does not have, and a value of the wrong format', () => {
    expect(check(added({ answerBody: { success: true, note: { ...example, extra: 1 } } }))).toEqual([
      expect.stringMatching(/the answer does not match its schema: \/note must NOT have additional properties: extra/),
    ]);
    expect(check(added({ answerBody: { success: true, note: { ...example, day: '27/11/2026' } } }))).toEqual([
      expect.stringMatching(/\/note\/day must match format "date"/),
    ]);
    expect(check(added({ answerBody: { success: false, errors: 'no' }, status: 400 }))).toEqual([
      expect.stringMatching(/\/errors must be array/),
    ]);
  });

  it('takes a media type range the document lists for any type in it', () => {
    const anyBody = openApiDocument({
      drop: {
        ...routes.addNote!,
        body: undefined,
        otherBody: { mediaType: '*/*' as 'text/csv', description: 'Read and dropped', example: '' },
      },
    });
    const dropped = contractValidator(anyBody as ContractDocument);
    expect(dropped(added({ requestType: 'application/json', requestBody: {} }))?.problems).toEqual([]);
    expect(dropped(added({ requestType: 'text/csv', requestBody: 'a,b' }))?.problems).toEqual([]);
  });

  it('refuses an answer in a media type the status does not list', () => {
    expect(check(added({ answerType: 'text/csv', answerBody: 'id,text' }))).toEqual([
      'the answer is text/csv, listed: application/json',
    ]);
  });

  it('refuses an accepted request the document does not allow, and checks no request that was refused', () => {
    expect(check(added({ requestBody: { text: '' } }))).toEqual([
      expect.stringMatching(/the accepted request does not match its schema: \/text must NOT have fewer than 1 characters/),
    ]);
    expect(check(added({ pathAndQuery: '/admin/notes?preview=maybe' }))).toEqual([
      expect.stringMatching(
        /the accepted query does not match its parameters: \/preview must be equal to one of the allowed values/,
      ),
    ]);
    expect(check(added({ pathAndQuery: '/admin/notes?colour=red' }))).toEqual([
      expect.stringMatching(
        /the accepted query does not match its parameters: \(root\) must NOT have additional properties: colour/,
      ),
    ]);
    expect(check(added({ requestType: undefined, requestBody: undefined }))).toEqual([
      'the accepted request has no body, and the document requires one',
    ]);
    expect(check(added({ requestType: 'text/csv', requestBody: 'text' }))).toEqual([
      'the accepted request is text/csv, listed: application/json',
    ]);
    const refused = { status: 400, answerBody: { success: false, errors: ['Invalid'] } };
    expect(check(added({ ...refused, requestBody: { colour: 'red' }, pathAndQuery: '/admin/notes?colour=red' }))).toEqual([]);
  });

  it('refuses a call of no operation, but for the 404 of an unknown path, the 405 of another method and a role area’s guard', () => {
    expect(check(added({ method: 'DELETE', pathAndQuery: '/admin/notes', status: 200 }))).toEqual([
      'no operation DELETE /admin/notes in the document',
    ]);
    expect(check(added({ method: 'DELETE', pathAndQuery: '/admin/notes', status: 405 }))).toEqual([]);
    expect(check(added({ pathAndQuery: '/admin/nowhere', status: 404 }))).toEqual([]);
    expect(check(added({ method: 'GET', pathAndQuery: '/teacher/nowhere', status: 403 }))).toEqual([]);
    expect(check(added({ method: 'GET', pathAndQuery: '/nowhere', status: 403 }))).toEqual([
      'no operation GET /nowhere in the document',
    ]);
  });

  it('does not hold the query of a call that only redirects: its refusals are redirects too', () => {
    const redirected = (pathAndQuery: string): Exchange => ({
      method: 'GET',
      pathAndQuery,
      status: 302,
      answerType: '',
      answerBody: '',
    });
    expect(check(redirected('/auth/there?role=admin'))).toEqual([]);
    expect(check(redirected('/auth/there?role=parent'))).toEqual([]);
    expect(check(added({ status: 302 }))).toEqual([expect.stringContaining('status 302 is not listed')]);
  });

  it('names the operation by its path template', () => {
    expect(verdictOf(added({ method: 'get', pathAndQuery: `/admin/notes/${example.id}`, status: 200 }))).toMatchObject({
      operation: 'GET /admin/notes/{id}',
    });
  });

  it('leaves the internal calls alone', () => {
    expect(check(added({ pathAndQuery: '/internal/credentials/verify', status: 200 }))).toBeNull();
  });
});
