import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { languages } from '@rollcall/contracts';
import type { Catalogue } from './catalogue';

const root = path.resolve(__dirname, '../..');
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.data', 'coverage']);

/** Every folder of the repository holding `<language>.messages.json` catalogues, with the languages it has. */
function catalogueFolders(dir = root, found = new Map<string, string[]>()): Map<string, string[]> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !SKIPPED.has(entry.name)) catalogueFolders(path.join(dir, entry.name), found);
    const language = /^(\w+)\.messages\.json$/.exec(entry.name)?.[1];
    if (entry.isFile() && language) found.set(dir, [...(found.get(dir) ?? []), language]);
  }
  return found;
}

const read = (folder: string, language: string): Catalogue =>
  JSON.parse(readFileSync(path.join(folder, `${language}.messages.json`), 'utf8'));

/** The ICU arguments a message uses ({name}, {count, plural, …}), with the kind of each and the plural's own forms' arguments. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  // Compiled, a message is a list of parts: text, or an argument [name] / [name, kind, { form: parts }].
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, kind, forms] = part as [string, string?, Record<string, unknown>?];
      found.add(kind ? `${name}:${kind}` : name);
      for (const form of Object.values(forms ?? {})) walk(form);
    }
  };
  walk(compileMessage(message));
  return [...found].sort();
}

const folders = [...catalogueFolders()].map(([folder, present]) => ({ name: path.relative(root, folder), folder, present }));

describe('message catalogues', () => {
  it('are found: the sign-in pages’ and the contracts’ at least', () => {
    expect(folders.map(({ name }) => name)).toEqual(
      expect.arrayContaining([path.join('mfe-auth', 'src', 'texts'), path.join('i18n', 'src', 'contract-texts')]),
    );
  });

  describe.each(folders)('$name', ({ folder, present }) => {
    const english = read(folder, 'en');

    it('has English and only languages RollCall speaks', () => {
      expect(present).toContain('en');
      for (const language of present) expect(languages).toContain(language);
    });

    it('gives every English message a note for whoever translates it', () => {
      for (const [id, entry] of Object.entries(english)) expect([id, entry.note.trim().length > 0]).toEqual([id, true]);
    });

    // An area still English only (the office's) has no other catalogue to compare; Jest refuses an empty table.
    const others = present.filter((language) => language !== 'en');
    const eachOther = others.length > 0 ? it.each(others) : (..._unused: unknown[]) => {};
    eachOther('%s has exactly English’s ids, each with its placeholders', (language) => {
      const translated = read(folder, language);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [id, entry] of Object.entries(translated)) {
        expect([id, typeof entry.message, typeof entry.note]).toEqual([id, 'string', 'string']);
        expect([id, argumentsOf(entry.message)]).toEqual([id, argumentsOf(english[id]!.message)]);
      }
    });
  });
});
