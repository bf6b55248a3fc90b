import { openApiDocument } from '../../openapi/document';

const document = openApiDocument();
// biome-ignore lint/suspicious/noExplicitAny: the test walks the document as plain JSON
const operationOf = (method: string, path: string): any => document.paths?.[path]?.[method as 'get'];
// biome-ignore lint/suspicious/noExplicitAny: the test walks the document as plain JSON
const schemas = document.components?.schemas as Record<string, any>;

describe('the sign-in definitions', () => {
  it('documents the session once, as a component whose email is an email', () => {
    expect(schemas.SessionUser.properties.email).toMatchObject({ type: 'string', format: 'email' });
    expect(schemas.Session.properties.user).toEqual({ $ref: '#/components/schemas/SessionUser' });
    for (const [method, path] of [
      ['post', '/auth/login'],
      ['get', '/auth/verify-user'],
      ['post', '/auth/change-password'],
    ])
      expect(operationOf(method!, path!).responses['200'].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/Session',
      });
  });

  it('answers a sign-in with its cookie, and too many attempts with 429 and Retry-After', () => {
    const login = operationOf('post', '/auth/login');
    expect(Object.keys(login.responses['200'].headers)).toEqual(['Set-Cookie']);
    expect(Object.keys(login.responses)).toEqual(['200', '400', '401', '403', '413', '415', '429', '503']);
    expect(Object.keys(login.responses['429'].headers)).toEqual(['Retry-After']);
    expect(Object.keys(operationOf('post', '/auth/change-password').responses['429'].headers)).toEqual(['Retry-After']);
  });

  it('answers Google sign-in with a 302 and its Location, never JSON and never a 400', () => {
    for (const path of ['/auth/google', '/auth/google/callback']) {
      const { responses } = operationOf('get', path);
      expect([path, Object.keys(responses)]).toEqual([path, ['302', '403', '503']]);
      expect(responses['302'].content).toBeUndefined();
      expect(Object.keys(responses['302'].headers)).toEqual(['Location', 'Set-Cookie']);
    }
    expect(operationOf('get', '/auth/google').parameters).toEqual([
      expect.objectContaining({ name: 'role', in: 'query', required: true }),
    ]);
  });
});
