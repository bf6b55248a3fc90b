import { isDatabaseUnavailable } from './database-unavailable';
import { failureTexts } from './failure-texts';
import { HttpError } from './http-error';
import { isUndecodableBody } from './undecodable-body';

/** What body-parser, http-errors and Koa put on the errors they throw. */
export interface ThrownError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  type?: unknown;
  message?: unknown;
}

/** The answer to a failure. */
export interface Failure {
  status: number;
  errors: string[];
  headers: Record<string, string>;
  /** The database could not be reached: an expected outage, not a defect. */
  outage: boolean;
}

/** The text for a client error (4xx) a library threw, of a kind that has no text of its own here. */
export type ClientErrorText = (error: ThrownError, status: number) => string;

/** A library's own message where it marks it safe to show (http-errors' `expose`), else the generic text. */
export const exposedMessage: ClientErrorText = ({ expose, message }) =>
  expose && typeof message === 'string' && message ? message : failureTexts.internal;

/** Never a library's own words: a 415 says the body must be JSON, any other client error that the JSON is malformed. */
export const bodyProblem: ClientErrorText = (_error, status) =>
  status === 415 ? failureTexts.notJson : failureTexts.malformedJson;

const answer = (status: number, text: string, outage = false): Failure => ({ status, errors: [text], headers: {}, outage });

function statusOf({ status, statusCode }: ThrownError): number {
  if (typeof status === 'number') return status;
  return typeof statusCode === 'number' ? statusCode : 500;
}

/** Status and messages for anything thrown downstream: our own HttpError, the database, the body reader, http-errors. */
export function describeFailure(error: unknown, clientErrorText: ClientErrorText): Failure {
  if (error instanceof HttpError) return { status: error.status, errors: error.errors, headers: error.headers, outage: false };
  if (isDatabaseUnavailable(error)) return answer(503, failureTexts.unavailable, true);
  if (isUndecodableBody(error)) return answer(400, failureTexts.undecodableBody);
  const thrown = (error ?? {}) as ThrownError;
  const status = statusOf(thrown);
  if (thrown.type === 'entity.too.large' || status === 413) return answer(413, failureTexts.tooLarge);
  if (thrown.type === 'entity.parse.failed' || (status === 400 && error instanceof SyntaxError)) {
    return answer(400, failureTexts.malformedJson);
  }
  if (status >= 400 && status < 500) return answer(status, clientErrorText(thrown, status));
  return answer(500, failureTexts.internal);
}
