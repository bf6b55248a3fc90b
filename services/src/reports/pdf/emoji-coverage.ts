let covered: Set<number> | undefined;

/** The code points of Fontsource's `U+1f600-1f64f,U+2620` lists. */
function codePointsOf(ranges: Record<string, string>): Set<number> {
  const codePoints = new Set<number>();
  for (const list of Object.values(ranges)) {
    for (const range of list.split(',')) {
      const [first, last = first] = range
        .replace('U+', '')
        .split('-')
        .map((hex) => Number.parseInt(hex, 16));
      for (let codePoint = first!; codePoint <= last!; codePoint++) codePoints.add(codePoint);
    }
  }
  return codePoints;
}

/** Whether Noto Emoji draws the code point: its whole face covers what Fontsource lists for its subsets. */
export function inEmojiFont(codePoint: number): boolean {
  covered ??= codePointsOf(require('@fontsource/noto-emoji/unicode.json'));
  return covered.has(codePoint);
}
