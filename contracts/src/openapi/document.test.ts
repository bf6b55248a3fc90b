import { z } from 'zod';
import { customRoleFieldsSchema } from '../custom-roles';
import { SESSION_COOKIE } from '../http';
import { messages } from '../messages';
import type { Route } from '../api/route';
import { routes } from '../api/routes';
import { openApiDocument } from './document';

const document = openApiDocument();
const endpoint = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;
const allRoutes = Object.entries(routes);
// biome-ignore lint/suspicious/noExplicitAny: the test walks the document as plain JSON
const operationOf = (method: string, path: string): any => document.paths?.[path]?.[method as 'get'];

/** The endpoints of the academic setup, people, settings and roles screens. */
const adminEndpoints = [
  'POST /admin/academic-years',
  'GET /admin/academic-years',
  'PUT /admin/academic-years/{id}',
  'DELETE /admin/academic-years/{id}',
  'POST /admin/semesters',
  'PUT /admin/semesters/{id}',
  'DELETE /admin/semesters/{id}',
  'POST /admin/classes',
  'GET /admin/classes',
  'PUT /admin/classes/{id}',
  'DELETE /admin/classes/{id}',
  'POST /admin/teachers',
  'GET /admin/teachers',
  'PUT /admin/teachers/{id}',
  'DELETE /admin/teachers/{id}',
  'POST /admin/teachers/import',
  'POST /admin/subjects',
  'GET /admin/subjects',
  'PUT /admin/subjects/{id}',
  'DELETE /admin/subjects/{id}',
  'PUT /admin/subjects/{id}/teachers',
  'POST /admin/students',
  'GET /admin/students',
  'PUT /admin/students/{id}',
  'DELETE /admin/students/{id}',
  'POST /admin/students/{id}/transfer',
  'POST /admin/students/import',
  'POST /admin/enrollments',
  'POST /admin/enrollments/drop',
  'GET /admin/enrollments',
  'PUT /admin/timetable',
  'GET /admin/timetable',
  'GET /admin/settings',
  'PATCH /admin/settings',
  'GET /admin/roles',
  'POST /admin/roles',
  'PUT /admin/roles/{id}',
  'DELETE /admin/roles/{id}',
  'PUT /admin/users/{id}/roles',
  'GET /admin/admins',
  'GET /admin/me',
];

/** Every JSON value of the document, depth first. */
function* valuesOf(value: unknown): Generator<unknown> {
  yield value;
  if (value && typeof value === 'object') for (const child of Object.values(value)) yield* valuesOf(child);
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with relative servers', () => {
    expect(document).toMatchObject({ openapi: '3.1.0', servers: [{ url: '/' }], info: { title: 'RollCall API' } });
  });

  it('describes every route once, named, with its summary and tag', () => {
    const endpoints = allRoutes.map(([, route]) => endpoint(route));
    expect(endpoints.filter((value, index) => endpoints.indexOf(value) !== index)).toEqual([]);
    for (const [name, route] of allRoutes) {
      expect([endpoint(route), operationOf(route.method, route.path)]).toEqual([
        endpoint(route),
        expect.objectContaining({ operationId: name, summary: route.summary, tags: [route.tag] }),
      ]);
    }
  });

  it('lists every admin endpoint of the academic setup, people, settings and roles', () => {
    expect(adminEndpoints.filter((wanted) => !allRoutes.some(([, route]) => endpoint(route) === wanted))).toEqual([]);
  });

  it("carries a body's JSON Schema from its contracts schema, as the client sends it, without the screens' messages", () => {
    const body = operationOf('post', '/admin/roles').requestBody.content['application/json'].schema;
    expect(customRoleFieldsSchema.safeParse({ name: 'Office', permissions: ['view_reports'] }).success).toBe(true);
    expect(body).toMatchObject({
      type: 'object',
      required: ['name', 'permissions'],
      additionalProperties: false,
      properties: { name: { type: 'string', minLength: 1, maxLength: 60 }, permissions: { type: 'array' } },
    });
    const serialized = JSON.stringify(document);
    const messageTexts = Object.values(messages as Record<string, unknown>).filter(
      (text): text is string => typeof text === 'string',
    );
    expect(messageTexts.filter((text) => serialized.includes(text))).toEqual([]);
  });

  it('names path ids as UUIDs, turns a query schema into parameters and asks for the CSRF header on writes', () => {
    const edit = operationOf('put', '/admin/roles/{id}');
    expect(edit.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'string', format: 'uuid' }) },
      { $ref: '#/components/parameters/CsrfUnlessToken' },
    ]);
    expect(operationOf('post', '/teacher/lectures').parameters).toContainEqual({ $ref: '#/components/parameters/Csrf' });
    const enrolments = operationOf('get', '/admin/enrollments');
    expect(enrolments.parameters).toEqual([expect.objectContaining({ name: 'subjectId', in: 'query', required: true })]);
    expect(Object.keys(edit.responses)).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '429', '503']);
  });

  it('answers the removal of a class, subject or student with whether it was archived instead', () => {
    const removalAnswer = (path: string) =>
      operationOf('delete', path).responses['200'].content['application/json'].schema.properties;
    for (const path of ['/admin/classes/{id}', '/admin/subjects/{id}', '/admin/students/{id}']) {
      expect([path, removalAnswer(path)]).toEqual([path, expect.objectContaining({ archived: { type: 'boolean' } })]);
    }
    expect(removalAnswer('/admin/teachers/{id}')).not.toHaveProperty('archived');
  });

  it('takes CSV imports as text/csv, answering 201, or 200 with the preview', () => {
    const importing = operationOf('post', '/admin/students/import');
    expect(Object.keys(importing.requestBody.content)).toEqual(['text/csv']);
    expect(importing.parameters).toContainEqual({ name: 'preview', in: 'query', schema: expect.anything() });
    expect(Object.keys(importing.responses)).toEqual(expect.arrayContaining(['200', '201']));
  });

  it('marks session routes with the session cookie, admin routes also with an API token, and public ones with none', () => {
    expect(document.components?.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }),
      apiToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(operationOf('get', '/admin/me').security).toEqual([{ session: [] }, { apiToken: [] }]);
    expect(operationOf('get', '/admin/me').responses['429'].headers['Retry-After']).toBeDefined();
    expect(operationOf('get', '/teacher/today').security).toEqual([{ session: [] }]);
    expect(operationOf('post', '/auth/login').security).toEqual([]);
    expect(operationOf('get', '/openapi.json').security).toEqual([]);
  });

  it('points every reference at a component that exists, the failure shape among them', () => {
    const references = [...valuesOf(document)].flatMap((value) =>
      value && typeof value === 'object' && '$ref' in value ? [String(value.$ref)] : [],
    );
    expect(references).toContain('#/components/schemas/Error');
    for (const reference of new Set(references)) {
      const [, section, name] = reference.match(/^#\/components\/(\w+)\/(\w+)$/) ?? [];
      const components = document.components as Record<string, Record<string, unknown> | undefined>;
      expect([reference, components[section!]?.[name!]]).toEqual([reference, expect.anything()]);
    }
    expect(document.components?.schemas).toMatchObject({
      Error: expect.objectContaining({
        required: ['success', 'errors'],
        properties: expect.objectContaining({ success: { type: 'boolean', const: false } }),
      }),
    });
  });

  it('describes every operation for an integrator: its name, summary, who may call it and its described tag', () => {
    const described = new Set(document.tags?.map((tag) => tag.description && tag.name));
    for (const [name, route] of allRoutes) {
      const operation = operationOf(route.method, route.path);
      expect([name, operation.description, described.has(route.tag)]).toEqual([
        name,
        expect.stringMatching(/may call it\./),
        true,
      ]);
    }
    expect(operationOf('get', '/admin/classes').description).toContain('An admin may call it.');
    expect(document.info).toMatchObject({ license: { name: expect.any(String) }, contact: { email: expect.any(String) } });
    expect(document.info.description).toMatch(/another method, answers 405 with an `Allow` header/);
    expect(document.components?.parameters?.Csrf).toMatchObject({ in: 'header', required: true });
  });

  it('lists the headers an answer carries: Retry-After in seconds on a 429, Location on a redirect, Content-Disposition on a download', () => {
    const note = z.object({ success: z.literal(true) });
    const route = (name: string, more: Partial<Route>): Route => ({
      name,
      method: 'get',
      path: `/test/${name}`,
      summary: name,
      tag: 'Document',
      access: 'public',
      answers: {},
      ...more,
    });
    const headerNames = (response: { headers?: object }) => Object.keys(response.headers ?? {});
    const small = openApiDocument({
      limited: route('limited', {
        answers: { 200: { description: 'Done', schema: note, example: { success: true }, headers: ['Cache-Control'] } },
        refusals: { 429: 'Too many tries: wait' },
      }),
      away: route('away', { answers: { 302: { description: 'To the shell', redirect: true, headers: ['Set-Cookie'] } } }),
      file: route('file', {
        answers: { 200: { description: 'The file', schema: note, example: { success: true }, downloads: ['text/csv'] } },
      }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the test walks the document as plain JSON
    const responsesOf = (name: string): any => small.paths?.[`/test/${name}`]?.get?.responses;
    expect(responsesOf('limited')['429'].headers['Retry-After']).toMatchObject({ schema: { type: 'integer', minimum: 0 } });
    expect(headerNames(responsesOf('limited')['200'])).toEqual(['Cache-Control']);
    expect(headerNames(responsesOf('away')['302'])).toEqual(['Location', 'Set-Cookie']);
    expect(responsesOf('away')['302']).not.toHaveProperty('content');
    expect(headerNames(responsesOf('file')['200'])).toEqual(['Content-Disposition']);
    expect(Object.keys(responsesOf('file')['200'].content)).toEqual(['application/json', 'text/csv']);
    expect(small.paths?.['/test/limited']?.get?.security).toEqual([]);
  });
});
