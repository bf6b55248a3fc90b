import { ONEROSTER_ENTRIES_MAX, ONEROSTER_INFLATED_BYTES_MAX, oneRosterMessages } from '@rollcall/contracts';
import { type Entry, fromBuffer, type ZipFile } from 'yauzl';

/** Why an upload cannot be read as a OneRoster zip at all: the file, not a line, is at fault. */
export class UnreadableRoster extends Error {
  constructor(readonly problems: string[]) {
    super('The upload is not a readable OneRoster zip');
  }
}

const MEGABYTES = ONEROSTER_INFLATED_BYTES_MAX / (1024 * 1024);

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // Entry sizes are checked against what inflating gives, so a zip lying about its sizes fails while it inflates.
    fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) => {
      if (error || !zip) reject(new UnreadableRoster([oneRosterMessages.notAZip]));
      else resolve(zip);
    });
  });
}

/** The base name of an entry at the top of the zip or in one folder (a zipped folder); null for anything else. */
function fileNameOf(entry: Entry): string | null {
  if (entry.fileName.endsWith('/')) return null;
  const parts = entry.fileName.split('/');
  return parts.length <= 2 ? parts.at(-1)! : null;
}

async function inflate(zip: ZipFile, entry: Entry, budget: { left: number }): Promise<Buffer> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) => (error || !opened ? reject(error) : resolve(opened))),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    budget.left -= chunk.length;
    if (budget.left < 0) {
      (stream as unknown as { destroy(): void }).destroy();
      throw new UnreadableRoster([oneRosterMessages.tooLargeInflated(MEGABYTES)]);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The CSV files of a zip by name, inflated. A zip bomb stops early: more than the allowed entries, or declared or
 * actual sizes past the allowed total, refuse the file before (or while) anything large is inflated.
 */
export async function unzipRoster(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await openZip(bytes);
  try {
    if (zip.entryCount > ONEROSTER_ENTRIES_MAX)
      throw new UnreadableRoster([oneRosterMessages.tooManyEntries(ONEROSTER_ENTRIES_MAX)]);
    const files = new Map<string, Buffer>();
    const budget = { left: ONEROSTER_INFLATED_BYTES_MAX };
    let declared = 0;
    let failed: ((error: Error) => void) | null = null;
    // yauzl reports a damaged entry on the zip itself, possibly while nothing waits: never let it go unheard.
    zip.on('error', () => failed?.(new UnreadableRoster([oneRosterMessages.notAZip])));
    for (;;) {
      const entry = await new Promise<Entry | null>((resolve, reject) => {
        failed = reject;
        zip.once('entry', resolve);
        zip.once('end', () => resolve(null));
        zip.readEntry();
      });
      zip.removeAllListeners('entry').removeAllListeners('end');
      if (!entry) break;
      declared += entry.uncompressedSize;
      if (declared > ONEROSTER_INFLATED_BYTES_MAX) throw new UnreadableRoster([oneRosterMessages.tooLargeInflated(MEGABYTES)]);
      const name = fileNameOf(entry);
      if (!name?.toLowerCase().endsWith('.csv') || files.has(name)) continue;
      try {
        files.set(name, await inflate(zip, entry, budget));
      } catch (error) {
        if (error instanceof UnreadableRoster) throw error;
        throw new UnreadableRoster([oneRosterMessages.notAZip]);
      }
    }
    return files;
  } finally {
    zip.close();
  }
}
