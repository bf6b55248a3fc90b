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
  const innermost = stack[index]?.getFunctionName() ?? undefined;
  const place = placeInSource(relative, text, innermost);
  return place
    ? { file: relative, ...place }
    : { file: relative, line: stack[index]?.getLineNumber() ?? 0, function: innermost || '(anonymous)' };
}

const TOP_LEVEL = /^(?:export )?(?:default )?(?:async )?(?:function\*? ?(\w+)|(?:const|let) (\w+)\b)/;

/** A top-level function or constant of a file: its name and its lines, up to the next one. */
interface Declaration {
  name: string;
  from: number;
  to: number;
}

const files = new Map<string, { lines: string[]; declarations: Declaration[] }>();

function sourceOf(file: string): { lines: string[]; declarations: Declaration[] } {
  let source = files.get(file);
  if (!source) {
    const lines = readFileSync(path.join(SOURCES, file), 'utf8').split('\n');
    const starts = lines.flatMap((line, from) => {
      const match = TOP_LEVEL.exec(line);
      return match ? [{ name: match[1] ?? match[2] ?? '', from }] : [];
    });
    const declarations = starts.map((start, index) => ({ ...start, to: starts[index + 1]?.from ?? lines.length }));
    source = { lines, declarations };
    files.set(file, source);
  }
  return source;
}

/** The one line among lines[from, to) that holds a line of the statement's text, trying its lines in order. */
function uniqueLine(lines: string[], text: string, from: number, to: number): number | undefined {
  for (const wanted of text.split('\n').map((line) => line.trim())) {
    if (wanted.length < 12) continue;
    const found: number[] = [];
    for (let index = from; index < to; index += 1) if (lines[index]?.includes(wanted)) found.push(index);
    if (found.length === 1) return found[0];
  }
  return undefined;
}

/**
 * Where in services/src/<file> the statement is written, and the top-level function that sends it. The stack gives the
 * line of the compiled file and no name for a callback, so both are found in the source: in the body of the function
 * the stack names when it is a top-level one (its first line when the text was assembled from parts), else where a
 * line of the statement's text occurs exactly once in the file. Null when neither finds it.
 */
export function placeInSource(file: string, text: string, functionName?: string): { line: number; function: string } | null {
  const { lines, declarations } = sourceOf(file);
  const own = functionName ? declarations.find((declaration) => declaration.name === functionName) : undefined;
  if (own) return { line: (uniqueLine(lines, text, own.from, own.to) ?? own.from) + 1, function: own.name };
  const at = uniqueLine(lines, text, 0, lines.length);
  if (at === undefined) return null;
  const around = [...declarations].reverse().find((declaration) => declaration.from <= at);
  return { line: at + 1, function: around?.name ?? '(top level)' };
}
