import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Each entry of ui-kit is a shared module of its own. A piece of forms, pages or charts that reaches the main
// entry's code by a relative path bundles a second copy of it (and of ui-kit's catalogue) into that entry, which
// every page then downloads twice; through '@rollcall/ui-kit' it uses the one copy the page already has.
const src = __dirname;
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'(\.{1,2}\/[^']+)'|^\s*import\s+'(\.{1,2}\/[^']+)'/gm;

function resolve(from: string, request: string): string | null {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith(path.sep)) return candidate;
  }
  return null;
}

/** Every module an entry reaches by relative imports that are not type-only (styles and catalogues left out). */
function reachedFrom(entry: string): Set<string> {
  const reached = new Set<string>();
  const pending = [path.join(src, entry)];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const request = match[1] ?? match[2]!;
      if (/\.(css|json)$/.test(request)) continue;
      const target = resolve(file, request);
      if (target) pending.push(target);
    }
  }
  return reached;
}

describe('ui-kit’s entries', () => {
  const main = reachedFrom('index.ts');
  it.each(['forms.ts', 'pages.ts', 'charts.ts'])('%s reaches the main entry’s code only through @rollcall/ui-kit', (entry) => {
    const copied = [...reachedFrom(entry)].filter((file) => main.has(file)).map((file) => path.relative(src, file));
    expect(copied).toEqual([]);
  });
});
