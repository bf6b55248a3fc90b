import redaxios from 'redaxios';
import { CSRF_HEADER, CSRF_VALUE, errorMessage } from '@rollcall/contracts';
import { apiBase } from './base-url';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

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
    // An answer without an errors list carries no message of its own, so the screen's own fallback text shows.
    const response = failure as { status?: number; data?: unknown };
    const error: ApiError = {
      status: response.status ?? 0,
      data: response.data ?? null,
      message: response.status ? '' : 'Network error: the server could not be reached',
    };
    throw error;
  }
}

export const api = {
  get: <T>(path: string) => call<T>('get', path),
  post: <T>(path: string, body?: unknown) => call<T>('post', path, body),
  put: <T>(path: string, body?: unknown) => call<T>('put', path, body),
  patch: <T>(path: string, body?: unknown) => call<T>('patch', path, body),
  delete: <T>(path: string) => call<T>('delete', path),
  /** Uploads a CSV file's text as it is (imports). */
  postCsv: <T>(path: string, csv: string) => call<T>('post', path, csv, 'text/csv'),
};

/** The swr fetcher: the key is the path. */
export const fetcher = <T>(path: string) => api.get<T>(path);

/** Why a call failed, for a list's failure line: the server's message, if it sent one ('' otherwise). */
export const failureReason = (error: unknown) => errorMessage(error, '');
