import redaxios from 'redaxios';
import { CSRF_HEADER, CSRF_VALUE, errorMessage } from '@rollcall/contracts';
import type { Endpoint } from '@rollcall/contracts/endpoints';
import { apiBase } from './base-url';
import { type AnswerOf, type InputArgument, keyOf } from './calls';

type Method = Endpoint['method'];

/** A failed call: `data` is the gateway's `{ success: false, errors }` body when it sent one. */
export interface ApiError {
  status: number;
  data: unknown;
  message: string;
}

async function call<T>(method: Method, path: string, body?: unknown, contentType = 'application/json'): Promise<T> {
  try {
    const response = await redaxios<T>({
      url: apiBase() + path,
      method,
      data: body,
      withCredentials: true,
      headers: { 'Content-Type': contentType, [CSRF_HEADER]: CSRF_VALUE },
      responseType: 'json',
    });
    return response.data;
  } catch (failure) {
    // redaxios rejects with the response itself for non-2xx answers, and with a TypeError when offline.
    throw apiError(failure as { status?: number; data?: unknown });
  }
}

/** An answer without an errors list carries no message of its own, so the screen's own fallback text shows. */
const apiError = (response: { status?: number; data?: unknown }): ApiError => ({
  status: response.status ?? 0,
  data: response.data ?? null,
  message: response.status ? '' : 'Network error: the server could not be reached',
});

/** A file the server sent to be saved: its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** `filename="report.csv"` (or the RFC 5987 `filename*=UTF-8''…` form) of a Content-Disposition header. */
export function dispositionFilename(header: string | null, fallback: string): string {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return header?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * GET a file (a CSV or PDF download) with the session's cookies. A refusal is JSON like any other answer and
 * rejects with the same ApiError, so errors[0] is shown.
 */
async function download<E extends Endpoint>(endpoint: E, ...input: InputArgument<E>): Promise<DownloadedFile> {
  const path = keyOf(endpoint, ...input);
  let response: Response;
  try {
    response = await fetch(apiBase() + path, { credentials: 'include', headers: { [CSRF_HEADER]: CSRF_VALUE } });
  } catch {
    throw apiError({});
  }
  if (!response.ok) throw apiError({ status: response.status, data: await response.json().catch(() => null) });
  const fallback = path.split('?')[0]!.split('/').pop() || 'download';
  return { blob: await response.blob(), filename: dispositionFilename(response.headers.get('content-disposition'), fallback) };
}

/**
 * A call of the API by its endpoint: `api.call(endpoints.updateClass, { params: { id }, body })`. The input and
 * the answer are typed by the route's definition; `csv` sends a file's text as it is (imports), `zip` a zip's bytes.
 */
function callEndpoint<E extends Endpoint>(endpoint: E, ...input: InputArgument<E>): Promise<AnswerOf<E>> {
  const { body, csv, zip } = (input[0] ?? {}) as { body?: unknown; csv?: string; zip?: Blob };
  const path = keyOf(endpoint, ...input);
  if (csv !== undefined) return call<AnswerOf<E>>(endpoint.method, path, csv, 'text/csv');
  // Whatever type the browser gave the file (Windows says application/x-zip-compressed), it is sent as a zip.
  if (zip !== undefined) return call<AnswerOf<E>>(endpoint.method, path, zip, 'application/zip');
  return call<AnswerOf<E>>(endpoint.method, path, body);
}

export const api = { call: callEndpoint, download };

/** The swr fetcher: the key is the call's address (see keyOf). */
export const fetcher = <T>(path: string) => call<T>('get', path);

/** Why a call failed, for a list's failure line: the server's message, if it sent one ('' otherwise). */
export const failureReason = (error: unknown) => errorMessage(error, '');
