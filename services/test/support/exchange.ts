/** One request a test made of the services and the answer it got, as the contract check reads them. */
export interface Exchange {
  method: string;
  pathAndQuery: string;
  /** The request's media type, without parameters (`application/json`), where it sent a body. */
  requestType?: string;
  /** The body sent: parsed JSON, or the text as sent. */
  requestBody?: unknown;
  status: number;
  /** The answer's media type, without parameters; empty for an answer without a body. */
  answerType: string;
  /** The answer's body: parsed JSON, or its text (empty for none). */
  answerBody: unknown;
}

/** `application/json; charset=utf-8` → `application/json`. */
export const mediaTypeOf = (contentType: string | null | undefined): string =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

const recorded: Exchange[] = [];

/** Keeps an exchange for the contract check at the end of the test file. */
export function recordExchange(exchange: Exchange): void {
  recorded.push(exchange);
}

/** Every exchange recorded in this test file so far. */
export const recordedExchanges = (): readonly Exchange[] => recorded;
