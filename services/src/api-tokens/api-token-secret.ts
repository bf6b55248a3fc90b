import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@rollcall/contracts';

/** A new secret: the recognisable prefix and 32 random bytes. */
export const newApiTokenSecret = (): string => API_TOKEN_PREFIX + randomBytes(32).toString('base64url');

/** What is stored of a secret: its SHA-256 (a random secret of 256 bits needs no slow hash). */
export const apiTokenHash = (secret: string): Buffer => createHash('sha256').update(secret, 'utf8').digest();
