import { z } from 'zod';
import packageJson from '../../package.json';
import { CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../http';
import { errorAnswer } from './answers';
import { type ApiRoute, apiRoutes, type HttpMethod } from './api-routes';

type JsonSchema = Record<string, unknown>;
type JsonObject = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Partial<Record<HttpMethod, JsonObject>>>;
  components: JsonObject;
}

/**
 * The JSON Schema of a contracts schema, as a client sends it (`input`: before trimming and defaults) or as the
 * API answers (`output`). Refinements and messages stay in the contracts: JSON Schema has no words for them.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });
  return rest;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const error = (description: string) => ({ $ref: '#/components/responses/Error', description });

/** `{id}` segments of a path: every id of the API is a UUID. */
function pathParameters(path: string): JsonObject[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', format: 'uuid' },
  }));
}

function queryParameters(query: z.ZodObject | undefined): JsonObject[] {
  if (!query) return [];
  const { properties = {}, required = [] } = jsonSchemaOf(query, 'input') as { properties?: JsonObject; required?: string[] };
  return Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.includes(name), schema }));
}

function requestBody(route: ApiRoute): JsonObject | undefined {
  if (route.body) return { required: true, content: json(jsonSchemaOf(route.body, 'input')) };
  if (route.csvColumns) {
    const description = `UTF-8 CSV; the first line names the columns: ${route.csvColumns.join(',')}`;
    return { required: true, content: { 'text/csv': { schema: { type: 'string', description } } } };
  }
  return undefined;
}

function responses(route: ApiRoute): JsonObject {
  const answers: JsonObject = {};
  if (route.redirect) answers['302'] = { description: 'A redirect to a page of the shell (named in the summary)' };
  if (route.answer)
    answers[String(route.status ?? 200)] = {
      description: route.downloads ? 'Done: JSON, or the download asked for with `format`' : 'Done',
      content: {
        ...json(jsonSchemaOf(route.answer, 'output')),
        ...Object.fromEntries((route.downloads ?? []).map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      },
    };
  if (route.previewAnswer)
    answers['200'] = {
      description: 'The preview: parsed rows and every error by line',
      content: json(jsonSchemaOf(route.previewAnswer, 'output')),
    };
  if (route.body || route.query || route.csvColumns) answers['400'] = error('Invalid input: the messages say what to fix');
  if (route.access !== 'public') answers['401'] = error('No session');
  if (route.access !== 'public' && route.access !== 'signed-in') answers['403'] = error('Another role, or a missing permission');
  if (route.path.includes('{')) answers['404'] = error('Not found (also for ids of another institute)');
  answers.default = error('Any other failure: 409 conflict, 413, 429, 503, …');
  return answers;
}

function describeAccess(route: ApiRoute): string {
  if (route.access === 'public') return 'Anyone.';
  if (route.access === 'signed-in') return 'Any signed-in user.';
  return route.permission ? `A ${route.access} holding the \`${route.permission}\` permission.` : `A ${route.access}.`;
}

/** `post /admin/roles/{id}` → `postAdminRolesId`. */
function operationId(route: ApiRoute): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return route.method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function operation(route: ApiRoute): JsonObject {
  const parameters = [...pathParameters(route.path), ...queryParameters(route.query)];
  if (route.method !== 'get') parameters.push({ $ref: '#/components/parameters/Csrf' });
  const body = requestBody(route);
  return {
    operationId: operationId(route),
    summary: route.summary,
    description: describeAccess(route),
    tags: [route.tag],
    security: route.access === 'public' ? [] : [{ session: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route),
  };
}

/** The OpenAPI 3.1 document of every endpoint of the gateway, from the contracts' own schemas. */
export function openApiDocument(routes: readonly ApiRoute[] = apiRoutes): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'RollCall API',
      version: packageJson.version,
      description:
        'Every answer is JSON: `{ success: true, … }`, or `{ success: false, errors: [...] }` with a status that means it. ' +
        'Ids are UUIDs; days are YYYY-MM-DD in the institute’s time zone.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(errorAnswer, 'output') },
      responses: { Error: { description: 'A failure', content: json({ $ref: '#/components/schemas/Error' }) } },
      parameters: {
        Csrf: {
          name: CSRF_HEADER,
          in: 'header',
          required: true,
          description: 'Every request other than GET, HEAD and OPTIONS carries it: a cross-site form cannot.',
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
      },
    },
  };
}
