/**
 * RollCall keeps one name; OneRoster a given and a family name. The last word is the family name and the words
 * before it the given name; a one-word name is a given name only. Read back, the parts are joined by one space.
 */
export function nameParts(name: string): { givenName: string; familyName: string } {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { givenName: words[0] ?? '', familyName: '' };
  return { givenName: words.slice(0, -1).join(' '), familyName: words.at(-1)! };
}

export const joinedName = (...parts: (string | undefined)[]) =>
  parts
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
