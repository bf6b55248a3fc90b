import { z } from 'zod';
import { messages } from './messages';

/** An object schema that rejects unknown fields with a readable message. */
export function strictObject<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => messages.unknownField(key)).join(', ')
        : 'Expected a JSON object',
  });
}
