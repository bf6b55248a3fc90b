import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signer of the session cookie (its `.sig` companion), a drop-in for keygrip with the same signatures:
 * HMAC-SHA1 in base64url without padding; the first key signs, every key verifies (rotation).
 *
 * keygrip compares through tsscmp, which draws 32 random bytes and computes two more HMACs for each
 * comparison; crypto.timingSafeEqual gives the same constant-time answer for a third of the work, on every
 * request that carries a cookie.
 */
export class CookieKeys {
  private readonly keys: readonly string[];

  constructor(keys: readonly string[]) {
    if (!keys.length) throw new Error('CookieKeys needs at least one key');
    this.keys = [...keys];
  }

  sign(data: string): string {
    return signature(data, this.keys[0]!);
  }

  verify(data: string, digest: string): boolean {
    return this.index(data, digest) > -1;
  }

  /** Which key signed `data` with `digest`, or -1. */
  index(data: string, digest: string): number {
    const given = Buffer.from(String(digest));
    for (let i = 0; i < this.keys.length; i++) {
      const expected = Buffer.from(signature(data, this.keys[i]!));
      if (expected.length === given.length && timingSafeEqual(expected, given)) return i;
    }
    return -1;
  }
}

function signature(data: string, key: string): string {
  return createHmac('sha1', key).update(data).digest('base64url');
}
