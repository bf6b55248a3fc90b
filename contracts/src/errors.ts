import { z } from 'zod';

/** Every failure answer: an HTTP status that means it and human-readable messages; the UI shows errors[0]. */
export const errorAnswer = z
  .object({
    success: z.literal(false),
    errors: z.array(z.string()).min(1).describe('Human-readable messages; the screens show the first.'),
  })
  .meta({ id: 'Error', description: 'A failure: the status means it, the messages say it.' });
export type ErrorResponse = z.infer<typeof errorAnswer>;

/** A success answer `{ success: true, ...fields }` as a schema: the OpenAPI document shows it, the type is inferred. */
export const successAnswerOf = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ success: z.literal(true), ...shape });

/** A success that carries nothing more. */
export const successAnswer = successAnswerOf({});
export type SuccessResponse = z.infer<typeof successAnswer>;

export function errorBody(...errors: string[]): ErrorResponse {
  return { success: false, errors };
}

/** The messages of a failed parse, first issue first, without repeats. */
export function issueMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}

/** What the browser shows for a failed call: errors[0], else the error's own message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: unknown } | null)?.data;
  const first = (data as Partial<ErrorResponse> | null | undefined)?.errors?.[0];
  if (typeof first === 'string' && first) return first;
  const own = (error as { message?: unknown } | null)?.message;
  if (typeof own === 'string' && own) return own;
  return fallback;
}
