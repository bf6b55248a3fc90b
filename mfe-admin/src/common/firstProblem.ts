import type { FormSchema } from '@rollcall/ui-kit/forms';

/** The first message of what `schema` finds wrong with `input`, or undefined when it passes. */
export function firstProblem<Output>(schema: FormSchema<Output>, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}
