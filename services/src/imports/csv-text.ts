import { isUtf8 } from 'node:buffer';
import { Transform } from 'node:stream';
import { peopleMessages } from '@rollcall/contracts';

const LINE_FEED = 0x0a;
const NUL = 0x00;

/** Why an upload cannot be read as CSV at all, and the line where that shows: a file, not a line, is at fault. */
export class UnreadableFile extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super('The upload is not UTF-8 text');
  }
}

/** How many bytes at the end begin a character that only the next chunk completes (a UTF-8 character is 1 to 4 bytes). */
function incompleteTail(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

/** The first line of `bytes` (counted from `firstLine`) that holds a NUL or is not UTF-8, with why; null when none. */
function firstBadLine(bytes: Buffer, firstLine: number): UnreadableFile | null {
  let line = firstLine;
  // A line feed is never part of a longer UTF-8 character, so each line can be judged alone.
  for (let start = 0; start < bytes.length; line++) {
    const end = bytes.indexOf(LINE_FEED, start);
    const text = bytes.subarray(start, end === -1 ? bytes.length : end);
    if (!isUtf8(text)) return new UnreadableFile(line, peopleMessages.csvNotUtf8);
    if (text.includes(NUL)) return new UnreadableFile(line, peopleMessages.csvBinary);
    if (end === -1) break;
    start = end + 1;
  }
  return null;
}

const countLineFeeds = (bytes: Buffer) => {
  let count = 0;
  for (let at = bytes.indexOf(LINE_FEED); at !== -1; at = bytes.indexOf(LINE_FEED, at + 1)) count++;
  return count;
};

/**
 * Passes an upload on only while it is UTF-8 text without NUL bytes, checked as it streams (a character may
 * straddle two chunks); otherwise fails with UnreadableFile naming the line. The CSV reader would read such bytes
 * as "\uFFFD" and carry on, and a binary file (a picture) is no CSV of anyone.
 */
export function utf8Text(): Transform {
  let line = 1;
  let carried = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const bytes = carried.length > 0 ? Buffer.concat([carried, chunk]) : chunk;
      const whole = bytes.subarray(0, bytes.length - incompleteTail(bytes));
      carried = Buffer.from(bytes.subarray(whole.length));
      if (whole.includes(NUL) || !isUtf8(whole)) {
        done(firstBadLine(whole, line) ?? new UnreadableFile(line, peopleMessages.csvNotUtf8));
        return;
      }
      line += countLineFeeds(whole);
      done(null, whole);
    },
    flush(done) {
      done(carried.length > 0 ? new UnreadableFile(line, peopleMessages.csvNotUtf8) : null);
    },
  });
}
