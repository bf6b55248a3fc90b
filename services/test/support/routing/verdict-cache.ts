import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routingProblems } from './routing-problems';
import type { TenantCatalog } from './tenant-catalog';

const ANALYSER = ['routing-problems.ts', 'routing-graph.ts'].map((file) => path.join(__dirname, file));

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * routingProblems, remembered across test files and runs in the temporary folder: most statements are sent by many
 * files, and a verdict depends only on the statement, the catalog, the parser's release and the analyser's code, which
 * name the folder.
 */
export function cachedRoutingProblems(catalog: TenantCatalog): (text: string) => Promise<string[]> {
  const parser = readFileSync(require.resolve('libpg-query/package.json'), 'utf8');
  const analyser = ANALYSER.map((file) => readFileSync(file, 'utf8')).join('');
  const fingerprint = sha(JSON.stringify(catalog) + parser + analyser).slice(0, 16);
  const folder = path.join(tmpdir(), `rollcall-routing-verdicts-${fingerprint}`);
  mkdirSync(folder, { recursive: true });
  return async (text) => {
    const file = path.join(folder, `${sha(text).slice(0, 32)}.json`);
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as string[];
    } catch {
      const problems = await routingProblems(text, catalog);
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, JSON.stringify(problems));
      renameSync(partial, file);
      return problems;
    }
  };
}
