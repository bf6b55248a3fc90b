import { createHash, timingSafeEqual } from 'node:crypto';

const PREFIX = 'sha256$';

/**
 * A generated temporary password is 20 random characters (over 120 bits), so a fast hash keeps it as safe
 * as a slow one would: slow hashing protects guessable, human-chosen passwords. It lets an import create
 * thousands of accounts in seconds. The first password a person chooses is hashed with Argon2id.
 */
export function hashGeneratedSecret(secret: string): string {
  return PREFIX + createHash('sha256').update(secret, 'utf8').digest('base64url');
}

export function isGeneratedSecretHash(passwordHash: string): boolean {
  return passwordHash.startsWith(PREFIX);
}

export function generatedSecretMatches(passwordHash: string, candidate: string): boolean {
  const expected = Buffer.from(passwordHash);
  const actual = Buffer.from(hashGeneratedSecret(candidate));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
