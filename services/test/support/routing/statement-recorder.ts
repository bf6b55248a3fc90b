import pg from 'pg';
import { applicationSource, type StatementSource } from './statement-source';

/** A statement the application sent, once per text and source. */
export interface RecordedStatement {
  text: string;
  source: StatementSource;
}

const recorded = new Map<string, RecordedStatement>();
const seen = new Set<string>();

function callSites(): NodeJS.CallSite[] {
  const { prepareStackTrace, stackTraceLimit } = Error;
  Error.stackTraceLimit = 10;
  Error.prepareStackTrace = (_error, stack) => stack;
  const holder: { stack?: unknown } = {};
  Error.captureStackTrace(holder, callSites);
  const stack = holder.stack as NodeJS.CallSite[];
  Error.prepareStackTrace = prepareStackTrace;
  Error.stackTraceLimit = stackTraceLimit;
  return stack;
}

function record(config: unknown): void {
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') return;
  const stack = callSites();
  const own = stack.find((site) => site.getFileName()?.includes('/services/src/'));
  // Most statements are sent many times from one place: the cheap key skips reading the source again.
  const key = `${own?.getFileName()}:${own?.getLineNumber()}\u0000${text}`;
  if (!own || seen.has(key)) return;
  seen.add(key);
  const source = applicationSource(stack, text);
  if (source) recorded.set(key, { text, source });
}

/**
 * Records every statement sent through `pg` from here on, by clients and by pools (a pool's query reaches its client
 * from inside the pool, after the caller's frames are gone, so the pool's own entry records it).
 */
export function recordStatements(): void {
  for (const prototype of [pg.Client.prototype, pg.Pool.prototype] as Array<{ query: (...args: unknown[]) => unknown }>) {
    const query = prototype.query;
    prototype.query = function recordedQuery(this: unknown, ...args: unknown[]) {
      record(args[0]);
      return query.apply(this, args);
    };
  }
}

export const recordedStatements = (): RecordedStatement[] => [...recorded.values()];
