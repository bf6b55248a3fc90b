import { generatePassword } from './generate';
import { hashGeneratedSecret } from './temporary-hash';

export const TEMPORARY_PASSWORD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const TEMPORARY_PASSWORD_LENGTH = 20;

export interface TemporaryPassword {
  /** Only ever written into the credentials mail, never stored. */
  plain: string;
  hash: string;
  expiresAt: Date;
}

/** A new account's first password, or a reissued one: random, strong, hashed, valid for 7 days. */
export function newTemporaryPassword(now = Date.now()): TemporaryPassword {
  const plain = generatePassword(TEMPORARY_PASSWORD_LENGTH);
  return { plain, hash: hashGeneratedSecret(plain), expiresAt: new Date(now + TEMPORARY_PASSWORD_LIFETIME_MS) };
}
