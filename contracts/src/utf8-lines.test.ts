import { firstLineNotUtf8 } from './utf8-lines';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

describe('firstLineNotUtf8', () => {
  it('is null for UTF-8 text of any script, a byte order mark and an empty file included', () => {
    expect(firstLineNotUtf8(bytes('\uFEFFname,email\nअनन्या 👩🏽‍🏫,a@b.in\r\nகார்த்திக்,k@b.in\n'))).toBeNull();
    expect(firstLineNotUtf8(bytes())).toBeNull();
  });

  it('names the first line holding bytes that are not UTF-8', () => {
    expect(firstLineNotUtf8(bytes([0x89], 'PNG\r\n'))).toBe(1);
    expect(firstLineNotUtf8(bytes('name,email\nok,o@b.in\nB', [0xe9], 'la,b@b.in\nC', [0xff]))).toBe(3);
    expect(firstLineNotUtf8(bytes('name,email\nA', [0xed, 0xa0, 0x80]))).toBe(2);
    expect(firstLineNotUtf8(bytes('name,email\n', [0xe0, 0xa4]))).toBe(2);
  });
});
