/** A typed number; a blank field is no number at all, so the schema says what it must be. */
export const asNumber = (text: string) => (text.trim() ? Number(text) : Number.NaN);
