import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/paths';

const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);

/** Every *.module.css of the repository's workspaces, relative to its root. */
function cssModules(dir = repoRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssModules(full);
    return entry.name.endsWith('.module.css') ? [path.relative(repoRoot, full)] : [];
  });
}

/** The custom properties a stylesheet reads with var() that it does not declare itself, ui-kit tokens (--rc-*) aside. */
function borrowedCustomProperties(css: string): string[] {
  const declared = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
  const read = [...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? '');
  return [...new Set(read.filter((name) => !name.startsWith('--rc-') && !declared.has(name)))];
}

describe('custom properties in CSS Modules', () => {
  it('finds what a stylesheet reads but does not declare', () => {
    expect(
      borrowedCustomProperties('.a { --gap: 1px; margin: var(--gap); padding: var(--rc-space-2); bottom: var(--bar, 0px); }'),
    ).toEqual(['--bar']);
  });

  // The build scopes the custom properties a CSS module declares (renamed with a hash), so one module cannot
  // hand another a value through them: the reader sees only its fallback. The shared ones are the ui-kit's tokens.
  it('are read only in the module that declares them, or are ui-kit tokens', () => {
    const modules = cssModules();
    expect(modules.length).toBeGreaterThan(10);
    const borrowing = modules
      .map((file) => ({ file, borrowed: borrowedCustomProperties(readFileSync(path.join(repoRoot, file), 'utf8')) }))
      .filter(({ borrowed }) => borrowed.length > 0);
    expect(borrowing).toEqual([]);
  });
});
