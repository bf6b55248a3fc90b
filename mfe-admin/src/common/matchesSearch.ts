/** Whether a row matches what was typed in a list's search box: any of its texts contains it, ignoring case. */
export function matchesSearch(query: string, ...texts: Array<string | null | undefined>): boolean {
  const needle = query.trim().toLowerCase();
  return !needle || texts.some((text) => text?.toLowerCase().includes(needle));
}
