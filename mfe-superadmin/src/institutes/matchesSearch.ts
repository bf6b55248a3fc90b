import type { Institute } from '@rollcall/contracts';

/** A case-insensitive substring match on name, email and address (not the phone number); an empty search matches all. */
export function matchesSearch(institute: Institute, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [institute.name, institute.email, institute.address].some((text) => text.toLowerCase().includes(needle));
}
