import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { mediaTypeOf, recordExchange } from './exchange';

const decoders: Record<string, (body: Buffer) => Buffer> = {
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

const headerOf = (headers: Record<string, string>, wanted: string) =>
  Object.entries(headers).find(([name]) => name.toLowerCase() === wanted)?.[1];

/** The body as the service reads it: decoded where it was sent compressed. */
function textOf(body: string | Buffer, encoding: string | undefined): string {
  const decode = encoding && decoders[encoding.trim().toLowerCase()];
  if (!decode) return body.toString();
  try {
    return decode(Buffer.from(body)).toString();
  } catch {
    return body.toString();
  }
}

const parsedIfJson = (type: string, body: unknown) => {
  if (type !== 'application/json' || typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/** Records a call a test made, for the contract check: the request as sent, the answer as read (JSON parsed). */
export function recordCall(
  method: string,
  pathAndQuery: string,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
  response: Response,
  answerBody: unknown,
): void {
  const requestType = body === undefined ? undefined : mediaTypeOf(headerOf(headers, 'content-type'));
  const text = body === undefined ? undefined : textOf(body, headerOf(headers, 'content-encoding'));
  const answerType = mediaTypeOf(response.headers.get('content-type'));
  recordExchange({
    method,
    pathAndQuery,
    requestType,
    requestBody: text === undefined ? undefined : parsedIfJson(requestType ?? '', text),
    status: response.status,
    answerType,
    answerBody: parsedIfJson(answerType, answerBody),
  });
}
