import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { HttpMethod } from '../api/endpoint';
import { refusalsOf } from '../api/refusals';
import type { Route } from '../api/route';
import { routes } from '../api/routes';
import { openApiDocument } from './document';

const cli = path.resolve(__dirname, '../../../node_modules/@redocly/cli/bin/cli.js');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

const pointerOf = (route: Route) => `#/paths/${route.path.replace(/~/g, '~0').replace(/\//g, '~1')}/${route.method}/responses`;

/**
 * Rules of the recommended set that a call cannot meet without claiming what it does not answer: one that only
 * redirects has no 2xx answer, and one that takes nothing a caller could get wrong refuses with no 4xx.
 */
function trueToTheCall(problem: Problem): boolean {
  const route = Object.values(routes).find((candidate) => pointerOf(candidate) === problem.location[0]?.pointer);
  if (!route) return false;
  if (problem.ruleId === 'operation-2xx-response') return Object.values(route.answers).every((answer) => 'redirect' in answer);
  if (problem.ruleId === 'operation-4xx-response')
    return !Object.keys(refusalsOf(route)).some((status) => status.startsWith('4'));
  return false;
}

/** Redocly's recommended rules on the document, offline: no telemetry, no update check. */
async function lint(document: object): Promise<Problem[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'rollcall-openapi-lint-'));
  try {
    const file = path.join(folder, 'openapi.json');
    const config = path.join(folder, 'redocly.yaml');
    await writeFile(file, JSON.stringify(document));
    await writeFile(config, 'extends:\n  - recommended\ntelemetry: off\n');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    // It exits 1 when there are errors; the JSON on stdout says which either way.
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--config', config, '--format=json'], {
      env,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((failure: { stdout?: string; stderr?: string }) => {
      if (!failure.stdout) throw new Error(`redocly did not run: ${failure.stderr}`);
      return { stdout: failure.stdout };
    });
    return (JSON.parse(stdout) as { problems: Problem[] }).problems;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const shown = (problem: Problem) =>
  `${problem.severity} ${problem.ruleId} at ${problem.location.map((at) => at.pointer).join(', ')}: ${problem.message}`;

describe('the OpenAPI document under Redocly’s recommended rules', () => {
  it('has no error and no warning', async () => {
    const problems = await lint(openApiDocument());
    expect(problems.filter((problem) => !trueToTheCall(problem)).map(shown)).toEqual([]);
  }, 60_000);

  it('is seen to fail: an operation without an operationId, a summary or a 4xx, and a reference to nothing', async () => {
    const document = openApiDocument() as unknown as { paths: Record<string, Record<HttpMethod, Record<string, unknown>>> };
    const classes = document.paths['/admin/classes']!;
    classes.get = {
      ...classes.get,
      operationId: undefined,
      summary: undefined,
      responses: {
        200: {
          description: 'The classes',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Nowhere' } } },
        },
      },
    };
    const problems = (await lint(document)).filter((problem) => !trueToTheCall(problem)).map(shown);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^warn operation-operationId at #\/paths\/~1admin~1classes\/get/),
        expect.stringMatching(/^error operation-summary at #\/paths\/~1admin~1classes\/get/),
        expect.stringMatching(/^error no-unresolved-refs at #\/paths\/~1admin~1classes\/get\/responses\/200/),
        expect.stringMatching(/^warn operation-4xx-response at #\/paths\/~1admin~1classes\/get\/responses/),
      ]),
    );
  }, 60_000);
});
