import { readFileSync } from 'node:fs';
import path from 'node:path';

const SERVICES = path.resolve(__dirname, '../../..');
const SOURCES = path.join(SERVICES, 'src') + path.sep;

/**
 * Files of services/src whose statements are the test set-up's, not the application's: starting the embedded cluster
 * (roles, grants) and running the migrations.
 */
const SET_UP = new Set(['db/embedded-database.ts', 'db/migrations.ts']);

/** Where in services/src a statement was sent from. */
export interface StatementSource {
  /** Relative to services/src. */
  file: string;
  line: number;
  /** The top-level function of that file whose body holds the line (a callback is named by the function around it). */
  function: string;
}

const isOwnCode = (file: string | null): file is string =>
  !!file && path.isAbsolute(file) && !file.includes(`${path.sep}node_modules${path.sep}`) && !file.startsWith(__dirname);

/**
 * The statement's source when the application sent it: the innermost frame of our own code (outside node_modules and
 * this recorder) is in services/src and not in the set-up files. A statement whose innermost own frame is in
 * services/test (fixtures, the owner's seeding) or another workspace is not the application's and is not checked.
 */
export function applicationSource(stack: NodeJS.CallSite[], text: string): StatementSource | null {
  const index = stack.findIndex((site) => isOwnCode(site.getFileName()));
  const file = stack[index]?.getFileName();
  if (!file?.startsWith(SOURCES)) return null;
  const relative = path.relative(path.join(SERVICES, 'src'), file).split(path.sep).join('/');
  if (SET_UP.has(relative)) return null;
  const named = stack.slice(index).find((site) => site.getFileName() === file && site.getFunctionName());
  const place = placeInSource(relative, text);
  return place
    ? { file: relative, ...place }
    : { file: relative, line: stack[index]?.getLineNumber() ?? 0, function: named?.getFunctionName() ?? '(anonymous)' };
}

const TOP_LEVEL = /^(?:export )?(?:default )?(?:async )?(?:function\*? ?(\w+)|(?:const|let) (\w+)\b)/;
const linesOf = new Map<string, string[]>();

function sourceLines(file: string): string[] {
  let lines = linesOf.get(file);
  if (!lines) {
    lines = readFileSync(path.join(SOURCES, file), 'utf8').split('\n');
    linesOf.set(file, lines);
  }
  return lines;
}

/**
 * Where in services/src/<file> the statement is written, and the top-level function declared last before it. The
 * stack gives the line of the compiled file, so the line is found by the statement's own text: its first line that
 * occurs exactly once in the file. Null when no line of it does (a statement assembled elsewhere).
 */
export function placeInSource(file: string, text: string): { line: number; function: string } | null {
  const lines = sourceLines(file);
  for (const wanted of text.split('\n').map((line) => line.trim())) {
    if (wanted.length < 12) continue;
    const found = lines.flatMap((line, index) => (line.includes(wanted) ? [index] : []));
    const [at] = found;
    if (at === undefined || found.length > 1) continue;
    for (let index = at; index >= 0; index -= 1) {
      const match = TOP_LEVEL.exec(lines[index] ?? '');
      if (match) return { line: at + 1, function: match[1] ?? match[2] ?? '' };
    }
    return { line: at + 1, function: '(top level)' };
  }
  return null;
}
