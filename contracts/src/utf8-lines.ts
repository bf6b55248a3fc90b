const LINE_FEED = 0x0a;

/**
 * The first line (counted from 1) of `bytes` that is not UTF-8, or null when all of them are. Browsers read a file
 * as text by writing U+FFFD for what is not UTF-8, so a file is judged by its bytes before it is read. A line feed
 * is never part of a longer UTF-8 character, so each line can be judged alone.
 */
export function firstLineNotUtf8(bytes: Uint8Array): number | null {
  const strict = new TextDecoder('utf-8', { fatal: true });
  const isUtf8 = (part: Uint8Array) => {
    try {
      strict.decode(part);
      return true;
    } catch {
      return false;
    }
  };
  if (isUtf8(bytes)) return null;
  for (let line = 1, start = 0; ; line++) {
    const end = bytes.indexOf(LINE_FEED, start);
    if (!isUtf8(bytes.subarray(start, end === -1 ? bytes.length : end)) || end === -1) return line;
    start = end + 1;
  }
}
