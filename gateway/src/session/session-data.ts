import type { Context } from 'koa';
import { defaultLanguage, isLanguage, type Role, type SessionUser } from '@rollcall/contracts';

/** What a signed-in session holds. */
export interface SignedIn {
  role: Role;
  user: SessionUser;
  /** Sign-in time, for the absolute timeout. */
  signedInAt: number;
  /** Opened with a temporary password: only change-password, logout and verify-user until it is changed. */
  temporaryPassword: boolean;
}

/** Keys a session may carry before sign-in (the Google round trip); cleared when it signs in. */
export interface PreSignIn {
  /** grant's own state: state, nonce and the provider's response. */
  grant?: GrantSessionState;
  /** The role chosen on the login page for the Google round trip. */
  googleRole?: Role;
}

export interface GrantSessionState {
  provider?: string;
  state?: string;
  nonce?: string;
  response?: { id_token?: string; access_token?: string; error?: unknown; raw?: Record<string, unknown> };
}

export type SessionData = Partial<SignedIn> & PreSignIn;

/** koa-session's model: our data plus its own methods. */
export type GatewaySession = SessionData & {
  regenerate(): Promise<void> | undefined;
  toJSON(): Record<string, unknown>;
};

export function sessionOf(ctx: Context): GatewaySession | null {
  return (ctx as unknown as { session: GatewaySession | null }).session;
}

/** The signed-in part of the session, or null for anonymous visitors. */
export function signedIn(ctx: Context): (GatewaySession & SignedIn) | null {
  const session = sessionOf(ctx);
  if (!session?.user || !session.role || typeof session.signedInAt !== 'number') return null;
  return session as GatewaySession & SignedIn;
}

/** Ends the session: koa-session deletes the stored row and clears the cookie. */
export function endSession(ctx: Context): void {
  (ctx as unknown as { session: null }).session = null;
}

/**
 * Makes this session a signed-in one under a fresh id: pre-login keys (and any earlier sign-in) are cleared
 * first, then the session is regenerated so an id known before sign-in (fixation) is worthless.
 */
export async function signIn(ctx: Context, role: Role, user: SessionUser, temporaryPassword: boolean): Promise<void> {
  const session = sessionOf(ctx);
  if (!session) throw new Error('session middleware missing');
  delete session.grant;
  delete session.googleRole;
  session.role = role;
  session.user = publicUser(user);
  session.signedInAt = Date.now();
  session.temporaryPassword = temporaryPassword;
  await session.regenerate();
}

/** Only the fields the browser may see, whatever else services returned. */
export function publicUser(user: SessionUser): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    instituteId: user.instituteId ?? null,
    mustChangePassword: Boolean(user.mustChangePassword),
    // A session stored before users had a language reads as English.
    language: isLanguage(user.language) ? user.language : defaultLanguage,
  };
}
