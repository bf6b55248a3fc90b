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

/** The first message about each top-level field: what a form shows under each input. */
export function firstMessagePerField(issues: readonly SchemaIssue[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { path, message } of issues) {
    const field = String(path[0] ?? '');
    byField[field] ??= message;
  }
  return byField;
}
