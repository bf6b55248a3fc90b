import type { RecordedStatement } from './statement-recorder';
import type { UnroutedStatement } from './unrouted-statements';

const shown = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 500 ? `${flat.slice(0, 500)}…` : flat;
};

/**
 * Every recorded statement that is not routable to one institute and not a listed exception, one paragraph each:
 * the statement, where services/src sent it from, and the rules it breaks.
 */
export async function unroutableStatements(
  statements: RecordedStatement[],
  exceptions: UnroutedStatement[],
  problemsOf: (text: string) => Promise<string[]>,
): Promise<string[]> {
  const failures: string[] = [];
  const verdicts = new Map<string, Promise<string[]>>();
  for (const { text, source } of statements) {
    if (exceptions.some((exception) => exception.file === source.file && exception.function === source.function)) continue;
    if (!verdicts.has(text)) verdicts.set(text, problemsOf(text));
    const problems = await verdicts.get(text);
    if (!problems?.length) continue;
    failures.push(
      `${shown(text)}\n  sent from services/src/${source.file}:${source.line} (${source.function})\n  ${problems.join('\n  ')}`,
    );
  }
  return failures;
}
