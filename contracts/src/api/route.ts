import type { z } from 'zod';
import type { Permission } from '../custom-roles';
import type { Role } from '../roles';
import type { ApiPath, Endpoint, HttpMethod, PathParameters } from './endpoint';
import type { ResponseHeader } from './response-headers';
import type { Tag } from './tags';

/** Who may call: anyone, anyone with a session, or a session of one role (the role's area of the API). */
export type Access = 'public' | 'signed-in' | Role;

/** A JSON answer: its schema, and an example that the document shows and a test parses with the schema. */
export interface JsonAnswer<Schema extends z.ZodType = z.ZodType> {
  description: string;
  schema: Schema;
  example: z.output<Schema>;
  headers?: readonly ResponseHeader[];
  /** With `?format=csv` or `?format=pdf` the answer is this download instead (with a `Content-Disposition`). */
  downloads?: readonly ('text/csv' | 'application/pdf')[];
}

/** A redirect (302 with `Location`) to a page of the shell. */
export interface RedirectAnswer {
  description: string;
  redirect: true;
  headers?: readonly ResponseHeader[];
}

/** An answer without a body: 304 to a conditional GET whose copy is still current. */
export interface NotModifiedAnswer {
  description: string;
  notModified: true;
  headers?: readonly ResponseHeader[];
}

/** A document in another media type instead of JSON: an iCalendar feed a calendar app reads, a CSV or PDF file. */
export interface DocumentAnswer {
  description: string;
  mediaType: 'text/calendar' | 'text/csv' | 'application/pdf' | 'application/zip';
  /** Left out for a binary document. */
  example?: string;
  headers?: readonly ResponseHeader[];
}

export type SuccessStatus = 200 | 201 | 302 | 304;
/** The failures a call can answer besides the ones its shape implies (see `refusalsOf`), each with why. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** A request body that is not JSON. */
export interface OtherBody {
  mediaType: 'text/csv' | 'application/x-www-form-urlencoded' | 'application/zip';
  description: string;
  /** Left out for a binary body. */
  example?: string;
  /** The call also works with no body at all. */
  optional?: true;
}

export type SuccessAnswerDefinition = JsonAnswer | RedirectAnswer | NotModifiedAnswer | DocumentAnswer;

export interface RouteDefinition {
  summary: string;
  /** What it does beyond the summary, in Markdown; who may call it is added from access and permission. */
  description?: string;
  tag: Tag;
  access: Access;
  /** The custom-role permission an admin needs on top of the role. */
  permission?: Permission;
  /** A download (`format=csv` or `pdf`) needs this permission as well. */
  downloadPermission?: Permission;
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyExample?: unknown;
  /** A body in another media type instead of (or, for a one-click unsubscribe, besides) JSON. */
  otherBody?: OtherBody;
  /** Writes need the CSRF header; false where a mail client posts without it. */
  csrf?: boolean;
  answers: Partial<Record<SuccessStatus, SuccessAnswerDefinition>>;
  refusals?: Partial<Record<RefusalStatus, string>>;
  /** Statuses its shape implies that it never answers: a failure sent back as a redirect, a body of any type read and dropped. */
  neverAnswers?: readonly RefusalStatus[];
}

/** A definition with where it goes: what the services register, the browser calls and the document describes. */
export type Route<E extends Endpoint = Endpoint, D extends RouteDefinition = RouteDefinition> = E & D;

/** Each endpoint of a table with its definition; a definition for a name the table lacks does not compile. */
export function defineRoutes<
  const Table extends Record<string, Endpoint>,
  const Definitions extends { [Name in keyof Table]: RouteDefinition },
>(table: Table, definitions: Definitions): { [Name in keyof Table]: Route<Table[Name], Definitions[Name]> } {
  return Object.fromEntries(Object.entries(table).map(([name, endpoint]) => [name, { ...endpoint, ...definitions[name] }])) as {
    [Name in keyof Table]: Route<Table[Name], Definitions[Name]>;
  };
}

type Defined<T> = T extends z.ZodType ? T : never;

/** What a caller sends: the path's parameters, the query and the body, each only where the route has one. */
export type CallInput<R> =
  R extends Route<Endpoint<string, HttpMethod, infer Path extends ApiPath>, infer D>
    ? (PathParameters<Path> extends undefined ? { params?: undefined } : { params: PathParameters<Path> }) &
        (D extends { query: infer Q } ? { query?: z.input<Defined<Q>> } : { query?: undefined }) &
        (D extends { body: infer B } ? { body: z.input<Defined<B>> } : { body?: unknown })
    : never;

/**
 * Every success answer of a route as `{ status, body }`. Read from the schema alone: the definitions' examples are
 * readonly (a `const` type parameter), and a readonly array is not the mutable one `JsonAnswer` names.
 */
export type SuccessAnswer<R> = R extends { answers: infer A }
  ? {
      [S in keyof A & SuccessStatus]: A[S] extends { schema: infer Schema extends z.ZodType }
        ? { status: S; body: z.output<Schema> }
        : { status: S };
    }[keyof A & SuccessStatus]
  : never;

/** The JSON body of a route's success answers. */
export type AnswerBody<R> = SuccessAnswer<R> extends infer S ? (S extends { body: infer B } ? B : never) : never;
