/** A case-insensitive substring match on any of the texts (a name, an email, a roll number); an empty search matches all. */
export function matchesSearch(texts: readonly (string | null | undefined)[], search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((text) => text?.toLowerCase().includes(needle));
}
