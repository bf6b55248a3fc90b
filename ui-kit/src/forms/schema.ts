/** One problem a schema found: the path of the field it is about, and the text to show. */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The part of a zod schema a form needs; every schema of @rollcall/contracts fits. ui-kit takes the schema
 * from its caller instead of importing contracts: none of its entries brings contracts or zod at run time.
 */
export interface FormSchema<Output> {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** Names the field an issue is about, from the issue's path. */
export type FieldOf = (path: readonly PropertyKey[]) => string;

/** The top-level key: a form of flat fields. */
export const topLevelField: FieldOf = (path) => String(path[0] ?? '');

/** The whole path joined with dots ('guardians.1.email'): a form with a repeated group names each entry's fields so. */
export const wholePath: FieldOf = (path) => path.map(String).join('.');

/** The first message about each field: what a form shows under each input. */
export function firstMessagePerField(issues: readonly SchemaIssue[], fieldOf: FieldOf = topLevelField): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { path, message } of issues) {
    byField[fieldOf(path)] ??= message;
  }
  return byField;
}
