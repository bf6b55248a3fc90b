import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { generatedSecretMatches, isGeneratedSecretHash } from './temporary-hash';

/** OWASP's Argon2id settings: 19 MiB of memory, 2 iterations, 1 lane. (Argon2id is 2; the enum is type-only.) */
const ARGON2ID_OWASP = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OWASP);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  if (isGeneratedSecretHash(passwordHash)) {
    // The same time as an Argon2id check, so the answer does not tell a temporary password from a chosen one.
    await spendVerificationTime(password);
    return generatedSecretMatches(passwordHash, password);
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let unknownUserHash: Promise<string> | undefined;

/** Spends the same work as a real check, so the answer's timing does not reveal whether an account exists. */
export async function spendVerificationTime(password: string): Promise<void> {
  unknownUserHash ??= hashPassword('not-a-real-account-Aa1!');
  await passwordMatches(await unknownUserHash, password);
}
