import type { z } from 'zod';
import { issueMessages } from '@rollcall/contracts';
import { HttpError } from './http-error';

/** Parses a body or query with a contracts schema; a failure is a 400 carrying the schema's messages. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new HttpError(400, issueMessages(result.error));
}
