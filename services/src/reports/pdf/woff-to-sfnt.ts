import { inflateSync } from 'node:zlib';

const WOFF = 0x774f4646;
const HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const padded = (length: number) => (length + 3) & ~3;

/**
 * A WOFF 1.0 font as the OpenType (or TrueType) font it wraps: each table inflated once, with Node's zlib. fontkit reads
 * WOFF itself, but inflates a table in JavaScript each time a document opens the font, which cost more than a second
 * for every long PDF. Anything else is answered as it is.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < HEADER || woff.readUInt32BE(0) !== WOFF) return woff;
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(Math.max(1, count)));
  let offset = SFNT_HEADER + count * SFNT_ENTRY;
  const size = tables.reduce((total, table) => total + padded(table.data.length), offset);
  const sfnt = Buffer.alloc(size);
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * SFNT_ENTRY, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * SFNT_ENTRY - power * SFNT_ENTRY, 10);
  tables.forEach((table, index) => {
    const record = SFNT_HEADER + index * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
