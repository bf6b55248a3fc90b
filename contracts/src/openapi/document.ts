import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import packageJson from '../../package.json';
import { errorAnswer } from '../errors';
import { CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../http';
import type { HttpMethod } from '../api/endpoint';
import { refusalsOf } from '../api/refusals';
import { type ResponseHeader, responseHeaders } from '../api/response-headers';
import type { Route, SuccessAnswerDefinition } from '../api/route';
import { routes } from '../api/routes';
import { tags } from '../api/tags';

export type OpenApiDocument = ReturnType<typeof createDocument>;

const json = (schema: z.ZodType, example?: unknown) => ({
  'application/json': { schema, ...(example === undefined ? {} : { example }) },
});

/** Seconds are a number; every other header is text. */
const headerSchemaOf = (name: ResponseHeader) =>
  name === 'Retry-After' ? { type: 'integer' as const, minimum: 0 } : { type: 'string' as const };

function headersOf(names: readonly ResponseHeader[] = []): ZodOpenApiResponseObject['headers'] {
  if (!names.length) return undefined;
  return Object.fromEntries(
    names.map((name) => [name, { description: responseHeaders[name], schema: headerSchemaOf(name) }]),
  ) as ZodOpenApiResponseObject['headers'];
}

function describeAccess(route: Route): string {
  if (route.access === 'public') return 'Anyone may call it.';
  if (route.access === 'signed-in') return 'Any signed-in user may call it.';
  const holding = route.permission ? ` holding the \`${route.permission}\` permission` : '';
  const download = route.downloadPermission ? ` A download also needs \`${route.downloadPermission}\`.` : '';
  const article = /^[aeiou]/.test(route.access) ? 'An' : 'A';
  return `${article} ${route.access}${holding} may call it.${download}`;
}

/** The headers an answer lists, with those its kind implies: a redirect's `Location`, a download's `Content-Disposition`. */
function answerHeaders(answer: SuccessAnswerDefinition): ResponseHeader[] {
  const implied: ResponseHeader[] = [];
  if ('redirect' in answer) implied.push('Location');
  else if ('downloads' in answer && answer.downloads?.length) implied.push('Content-Disposition');
  return [...new Set([...implied, ...(answer.headers ?? [])])];
}

function successAnswer(answer: SuccessAnswerDefinition): ZodOpenApiResponseObject {
  const headers = headersOf(answerHeaders(answer));
  if ('notModified' in answer) return { description: answer.description, ...(headers ? { headers } : {}) };
  if ('redirect' in answer) return { description: answer.description, headers };
  if ('mediaType' in answer)
    return {
      description: answer.description,
      ...(headers ? { headers } : {}),
      content: {
        [answer.mediaType]:
          answer.example === undefined
            ? { schema: { type: 'string', format: 'binary' } as const }
            : { schema: { type: 'string' } as const, example: answer.example },
      },
    };
  const downloads = Object.fromEntries(
    (answer.downloads ?? []).map((type) => [type, { schema: { type: 'string', format: 'binary' } as const }]),
  );
  return {
    description: answer.description,
    ...(headers ? { headers } : {}),
    content: { ...json(answer.schema, answer.example), ...downloads },
  };
}

function requestBodyOf(route: Route): ZodOpenApiOperationObject['requestBody'] {
  const content = {
    ...(route.body ? json(route.body, route.bodyExample) : {}),
    ...(route.otherBody
      ? {
          [route.otherBody.mediaType]:
            route.otherBody.example === undefined
              ? { schema: { type: 'string', format: 'binary', description: route.otherBody.description } as const }
              : {
                  schema: { type: 'string', description: route.otherBody.description } as const,
                  example: route.otherBody.example,
                },
        }
      : {}),
  };
  return Object.keys(content).length ? { required: !route.otherBody?.optional, content } : undefined;
}

function pathParameters(path: string) {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
  return names.length ? z.object(Object.fromEntries(names.map((name) => [name, z.uuid()]))) : undefined;
}

/** `{ success: false, errors }` with the reason this call answers that status. */
const failure = (description: string): ZodOpenApiResponseObject => ({
  description,
  content: json(errorAnswer, { success: false, errors: [description] }),
});

/** Who may call: nobody in particular, a session, or for the admin area also an API token. */
function securityOf(route: Route): Array<Record<string, string[]>> {
  if (route.access === 'public') return [];
  return route.access === 'admin' ? [{ session: [] }, { apiToken: [] }] : [{ session: [] }];
}

function operation(name: string, route: Route): ZodOpenApiOperationObject {
  const path = pathParameters(route.path);
  const csrf = route.method !== 'get' && route.csrf !== false;
  const requestBody = requestBodyOf(route);
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, answer] of Object.entries(route.answers)) responses[status] = successAnswer(answer);
  for (const [status, why] of Object.entries(refusalsOf(route))) responses[status] = failure(why);
  if (responses['429']) responses['429'].headers = headersOf(['Retry-After']);
  return {
    operationId: name,
    summary: route.summary,
    description: [route.description, describeAccess(route)].filter(Boolean).join('\n\n'),
    tags: [route.tag],
    security: securityOf(route),
    ...(path || route.query
      ? { requestParams: { ...(path ? { path } : {}), ...(route.query ? { query: route.query } : {}) } }
      : {}),
    ...(csrf
      ? { parameters: [{ $ref: `#/components/parameters/${route.access === 'admin' ? 'CsrfUnlessToken' : 'Csrf'}` }] }
      : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every call of the gateway, from the route definitions. */
export function openApiDocument(all: Record<string, Route> = routes): OpenApiDocument {
  const paths: Record<string, Partial<Record<HttpMethod, ZodOpenApiOperationObject>>> = {};
  for (const [name, route] of Object.entries(all)) {
    paths[route.path] ??= {};
    paths[route.path]![route.method] = operation(name, route);
  }
  const used = new Set(Object.values(all).map((route) => route.tag));
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'RollCall API',
      version: packageJson.version,
      description:
        'Attendance for schools, colleges and coaching centres. Every answer is JSON: `{ success: true, … }`, or ' +
        '`{ success: false, errors: [...] }` with a status that means it (a CSV or PDF download where asked for). ' +
        'Ids are UUIDs; days are YYYY-MM-DD in the institute’s time zone. A path this document does not list ' +
        'answers 404 (in a role’s area, such as `/teacher/…`, first 401 without a session or 403 for another ' +
        'role); a path it lists, called with another method, answers 405 with an `Allow` header naming the ' +
        'methods it answers.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-RollCall' },
      contact: { name: 'RollCall support', email: 'support@rollcall.app' },
    },
    servers: [{ url: '/', description: 'The gateway that serves this document' }],
    tags: Object.entries(tags)
      .filter(([name]) => used.has(name as keyof typeof tags))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      parameters: {
        Csrf: {
          name: CSRF_HEADER,
          in: 'header',
          required: true,
          description: 'Every request other than GET, HEAD and OPTIONS carries it: a cross-site form cannot.',
          schema: { type: 'string', const: CSRF_VALUE },
        },
        CsrfUnlessToken: {
          name: CSRF_HEADER,
          in: 'header',
          required: false,
          description:
            'Every request other than GET, HEAD and OPTIONS made with the session cookie carries it: a cross-site form ' +
            'cannot. A call made with an API token needs none.',
          schema: { type: 'string', const: CSRF_VALUE },
        },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie set by POST /auth/login.',
        },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API token of the institute (`Authorization: Bearer rc_…`, made with POST /admin/api-tokens), for the ' +
            '`/admin/*` calls only: it acts as the admin who made it, holding only the token’s permissions. No cookie, ' +
            'CSRF header or Origin is needed with it. Unknown, revoked or expired: 401; outside its permissions: 403; ' +
            'too many calls: 429 with `Retry-After`.',
        },
      },
    },
  });
}
