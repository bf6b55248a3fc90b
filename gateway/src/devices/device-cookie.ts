import type { Context } from 'koa';
import type { CookieKeys } from '../session/cookie-keys';
import { isAccount, KNOWN_ACCOUNTS_MAX, knownAccount, parseKnownAccounts, serializeKnownAccounts } from './device-list';

export const DEVICE_COOKIE = 'rollcall.device';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The device cookie: marks a browser as known for the accounts that signed in with their password in it, so
 * that failures from unknown browsers cannot lock it out (see SignInLimiter). Sent only to /auth, where
 * passwords are checked.
 */
export class DeviceCookies {
  constructor(
    private readonly keys: CookieKeys,
    private readonly secure: boolean,
  ) {}

  /** The nonce this browser holds for the account, or null when it is not known for it. */
  knownDevice(ctx: Context, role: string, email: string): string | null {
    return this.entries(ctx).find((entry) => isAccount(entry, role, email))?.nonce ?? null;
  }

  /** After the right password: the account comes first with a fresh nonce; the oldest account drops past the bound. */
  remember(ctx: Context, role: string, email: string): void {
    const others = this.entries(ctx).filter((entry) => !isAccount(entry, role, email));
    const entries = [knownAccount(role, email), ...others].slice(0, KNOWN_ACCOUNTS_MAX);
    ctx.cookies.set(DEVICE_COOKIE, serializeKnownAccounts(DEVICE_COOKIE, entries, this.keys), {
      path: '/auth',
      maxAge: YEAR_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      signed: false,
      overwrite: true,
    });
  }

  private entries(ctx: Context) {
    return parseKnownAccounts(DEVICE_COOKIE, ctx.cookies.get(DEVICE_COOKIE, { signed: false }), this.keys);
  }
}
