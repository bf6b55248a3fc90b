import type { z } from 'zod';
import type { Route } from '../route';
import { routes } from '.';

/** What is wrong with the examples of a route: one missing, or one its schema does not parse. */
function exampleProblems(route: Route): string[] {
  const problems: string[] = [];
  const parses = (schema: z.ZodType, example: unknown, what: string) => {
    if (example === undefined) return problems.push(`${what}: no example`);
    const parsed = schema.safeParse(example);
    if (!parsed.success)
      problems.push(`${what}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  };
  if (route.body) parses(route.body, route.bodyExample, 'the body');
  for (const [status, answer] of Object.entries(route.answers))
    if ('schema' in answer) parses(answer.schema, answer.example, `the ${status} answer`);
  return problems;
}

describe('the examples of the route definitions', () => {
  it.each(Object.entries(routes))(
    '%s shows an example of its body and of each JSON answer, each parsed by its schema',
    (_, route) => {
      expect(exampleProblems(route)).toEqual([]);
    },
  );
});
