import { randomBytes } from 'node:crypto';
import { key } from '../rate-limit/postgres-limits';
import type { CookieKeys } from '../session/cookie-keys';

/** The accounts a browser is known for, newest first. */
export interface KnownAccount {
  /** Random, one per sign-in: the device side of the sign-in limits counts failures by it. */
  nonce: string;
  /** Names the account (role and email) without showing it; salted by the nonce. */
  tag: string;
}

/** A shared family phone knows a parent and a student; older accounts drop off the end. */
export const KNOWN_ACCOUNTS_MAX = 5;

const ENTRY = /^([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]{43})$/;

export function knownAccount(role: string, email: string): KnownAccount {
  const nonce = randomBytes(16).toString('base64url');
  return { nonce, tag: key(nonce, role, email) };
}

export function isAccount(entry: KnownAccount, role: string, email: string): boolean {
  return entry.tag === key(entry.nonce, role, email);
}

/**
 * The cookie's value: `nonce:tag` entries joined by dots, then a dot and the signature of `name=entries`
 * (the session cookie's keys: the first signs, every key verifies).
 */
export function serializeKnownAccounts(name: string, entries: readonly KnownAccount[], keys: CookieKeys): string {
  const list = entries.map((entry) => `${entry.nonce}:${entry.tag}`).join('.');
  return `${list}.${keys.sign(`${name}=${list}`)}`;
}

/** The entries of a value this gateway signed; nothing for a missing, altered or foreign one. */
export function parseKnownAccounts(name: string, value: string | undefined, keys: CookieKeys): KnownAccount[] {
  if (!value) return [];
  const cut = value.lastIndexOf('.');
  if (cut < 1) return [];
  const list = value.slice(0, cut);
  if (!keys.verify(`${name}=${list}`, value.slice(cut + 1))) return [];
  const entries: KnownAccount[] = [];
  for (const part of list.split('.')) {
    const match = ENTRY.exec(part);
    if (!match) return [];
    entries.push({ nonce: match[1]!, tag: match[2]! });
  }
  return entries;
}
