import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { peopleMessages } from '@rollcall/contracts';
import { UnreadableFile, utf8Text } from '../src/imports/csv-text';

/** The chunks through utf8Text, as the text it passed on or the refusal it failed with. */
async function through(chunks: Buffer[]): Promise<string | { line: number; reason: string }> {
  try {
    return await text(Readable.from(chunks).pipe(utf8Text()));
  } catch (error) {
    if (error instanceof UnreadableFile) return { line: error.line, reason: error.reason };
    throw error;
  }
}

/** The bytes cut into pieces of `size`: characters straddle the cuts. */
const cut = (bytes: Buffer, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) => bytes.subarray(index * size, (index + 1) * size));

describe('utf8Text', () => {
  const file = 'name,email\nअनन्या 👩🏽‍🏫,a@b.in\nகார்த்திக்,k@b.in\n';

  it('passes UTF-8 text on unchanged however it is cut, one byte at a time included', async () => {
    for (const size of [1, 2, 3, 5, 64]) expect(await through(cut(Buffer.from(file), size))).toBe(file);
  });

  it('names the line of an invalid sequence, whichever chunk it falls in', async () => {
    const bad = Buffer.concat([Buffer.from(file), Buffer.from([0xf0, 0x9f, 0x91]), Buffer.from(',x\nlast,l@b.in\n')]);
    for (const size of [1, 4, 1000])
      expect(await through(cut(bad, size))).toEqual({ line: 4, reason: peopleMessages.csvNotUtf8 });
  });

  it('refuses a character the file ends inside of, and a NUL byte, each with its line', async () => {
    expect(await through([Buffer.from('name,email\n'), Buffer.from([0xe0, 0xa4])])).toEqual({
      line: 2,
      reason: peopleMessages.csvNotUtf8,
    });
    expect(await through(cut(Buffer.from('name,email\nA\u0000B,a@b.in\n'), 3))).toEqual({
      line: 2,
      reason: peopleMessages.csvBinary,
    });
  });
});
