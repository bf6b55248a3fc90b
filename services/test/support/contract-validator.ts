import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { roles } from '@rollcall/contracts';
import { type ApiPath, pathPattern } from '@rollcall/contracts/endpoints';
import type { Exchange } from './exchange';

/** The parts of an OpenAPI 3.1 document the check reads. */
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  $ref?: string;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
export interface ContractDocument {
  paths?: Record<string, Record<string, Operation> | undefined>;
  components?: unknown;
}

/** Where an exchange's operation is in the document, with its path template and its JSON pointer. */
interface Found {
  template: string;
  operation: Operation;
  pointer: string;
}

const DOCUMENT_ID = 'openapi.json';
const pointerPart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
const pointerOf = (...parts: string[]) => `${DOCUMENT_ID}#/${parts.map(pointerPart).join('/')}`;

/** An Ajv that knows the whole document, so `#/components/schemas/X` resolves inside any of its schemas. */
function ajvFor(document: ContractDocument, coerceTypes: false | 'array'): Ajv2020 {
  // strict off: the document's schemas carry OpenAPI's `example`, and the document itself is no schema.
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes });
  addFormats(ajv);
  ajv.addSchema({ ...(document as object), $id: DOCUMENT_ID });
  return ajv;
}

/** The value a `openapi.json#/…` pointer names in the document. */
function schemaAt(document: ContractDocument, pointer: string): unknown {
  const parts = pointer.split('#/')[1]!.split('/');
  return parts.reduce<unknown>(
    (value, part) => (value as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
    document,
  );
}

const errorsOf = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message}${paramsOf(error)}`).join('; ');

function paramsOf(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') return `: ${String(error.params.additionalProperty)}`;
  if (error.keyword === 'enum' || error.keyword === 'const') return `: ${JSON.stringify(error.params)}`;
  return '';
}

/**
 * What a call of no operation may answer (`info.description`): 404 for a path the document lacks, 405 for a known
 * path with another method, and first 401 or 403 in a role's area (`/teacher/…`) the session does not reach.
 */
const unlistedAnswers = (path: string) =>
  roles.some((role) => path.startsWith(`/${role}/`)) ? [401, 403, 404, 405] : [404, 405];

/** What the check found of one exchange: its operation (`POST /admin/classes/{id}`) and the problems, if any. */
interface Verdict {
  operation: string;
  problems: string[];
}

/**
 * Holds exchanges to a document: the operation found by method and path template, the status listed, the answer's
 * body valid for that status and media type, and for a success the request's query and JSON body too. Each schema
 * is compiled once, when first needed. Answers null for a call that is not public (`/internal/*`).
 */
export function contractValidator(document: ContractDocument) {
  const plain = new Map<string, ValidateFunction>();
  const coercing = new Map<string, ValidateFunction>();
  let strictAjv: Ajv2020 | undefined;
  let queryAjv: Ajv2020 | undefined;
  const templates = Object.keys(document.paths ?? {})
    .map((template) => ({ template, pattern: pathPattern(template as ApiPath), params: template.split('{').length }))
    // A fixed segment wins over a parameter: /admin/students/import before /admin/students/{id}.
    .sort((a, b) => a.params - b.params);

  // Found by pointer; compiled once per schema text, so the many refusals that are all `$ref: Error` share one.
  const atPointer = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    const found = atPointer.get(pointer);
    if (found) return found;
    const key = JSON.stringify(schemaAt(document, pointer));
    let validate = plain.get(key);
    if (!validate) {
      strictAjv ??= ajvFor(document, false);
      validate = strictAjv.compile({ $ref: pointer });
      plain.set(key, validate);
    }
    atPointer.set(pointer, validate);
    return validate;
  };

  function queryValidator(found: Found): ValidateFunction {
    let validate = coercing.get(found.pointer);
    if (!validate) {
      const parameters = found.operation.parameters ?? [];
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      parameters.forEach((parameter, index) => {
        if (parameter.in !== 'query') return;
        properties[parameter.name] = { $ref: `${found.pointer}/parameters/${index}/schema` };
        if (parameter.required) required.push(parameter.name);
      });
      queryAjv ??= ajvFor(document, 'array');
      validate = queryAjv.compile({ type: 'object', properties, required, additionalProperties: false });
      coercing.set(found.pointer, validate);
    }
    return validate;
  }

  function find(method: string, path: string): Found | undefined {
    const lower = method.toLowerCase();
    for (const { template, pattern } of templates) {
      const operation = document.paths?.[template]?.[lower];
      if (operation && pattern.test(path)) return { template, operation, pointer: pointerOf('paths', template, lower) };
    }
    return undefined;
  }

  function bodyProblem(pointer: string, content: Record<string, unknown>, type: string, body: unknown, what: string) {
    // The most specific media type listed: `application/json`, then a range such as `text/*` or `*/*`.
    const listed = [type, `${type.split('/')[0]}/*`, '*/*'].find((candidate) => type && candidate in content);
    if (!listed) return `${what} is ${type || 'empty'}, listed: ${Object.keys(content).join(', ') || 'none'}`;
    if (listed !== 'application/json') return undefined;
    const validate = validatorAt(`${pointer}/content/${pointerPart(type)}/schema`);
    return validate(body) ? undefined : `${what} does not match its schema: ${errorsOf(validate.errors)}`;
  }

  return function check(exchange: Exchange): Verdict | null {
    const url = new URL(exchange.pathAndQuery, 'http://services.test');
    if (url.pathname.startsWith('/internal/')) return null;
    const method = exchange.method.toUpperCase();
    const found = find(method, url.pathname);
    if (!found) {
      const operation = `${method} ${url.pathname}`;
      if (unlistedAnswers(url.pathname).includes(exchange.status)) return { operation, problems: [] };
      return { operation, problems: [`no operation ${operation} in the document`] };
    }
    return { operation: `${method} ${found.template}`, problems: problemsOf(exchange, url, found) };
  };

  function problemsOf(exchange: Exchange, url: URL, found: Found): string[] {
    const problems: string[] = [];
    const answer = found.operation.responses?.[String(exchange.status)];
    if (!answer) {
      const listed = Object.keys(found.operation.responses ?? {}).join(', ');
      return [`status ${exchange.status} is not listed (listed: ${listed})`];
    }
    const answerPointer = `${found.pointer}/responses/${exchange.status}`;
    const redirect = exchange.status >= 300 && exchange.status < 400;
    if (answer.content) {
      const problem = bodyProblem(answerPointer, answer.content, exchange.answerType, exchange.answerBody, 'the answer');
      if (problem) problems.push(problem);
    } else if (!redirect && exchange.answerBody !== '' && exchange.answerBody !== undefined) {
      problems.push(`the answer has a ${exchange.answerType || 'body'}, and the document lists none`);
    }
    if (exchange.status >= 400) return problems;
    // A call that only redirects refuses by redirecting too: its redirect does not say the request was accepted.
    if (redirect && !Object.keys(found.operation.responses ?? {}).some((status) => status.startsWith('2'))) return problems;

    const query: Record<string, string | string[]> = {};
    for (const name of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(name);
      query[name] = values.length === 1 ? values[0]! : values;
    }
    const validateQuery = queryValidator(found);
    if (!validateQuery(query))
      problems.push(`the accepted query does not match its parameters: ${errorsOf(validateQuery.errors)}`);

    const requestContent = found.operation.requestBody?.content;
    if (exchange.requestType) {
      const problem = requestContent
        ? bodyProblem(
            `${found.pointer}/requestBody`,
            requestContent,
            exchange.requestType,
            exchange.requestBody,
            'the accepted request',
          )
        : 'the accepted request has a body, and the document lists none';
      if (problem) problems.push(problem);
    } else if (requestContent && found.operation.requestBody?.required) {
      problems.push('the accepted request has no body, and the document requires one');
    }
    return problems;
  }
}
