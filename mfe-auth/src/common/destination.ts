import type { SessionUser, VerifyUserResponse } from '@rollcall/contracts';

export const CHANGE_PASSWORD_PATH = '/change-password';

/** Where a signed-in user belongs: their role's home, or first the change-password screen (temporary password). */
export function destinationFor(role: string, user?: Pick<SessionUser, 'mustChangePassword'> | null): string {
  return user?.mustChangePassword ? CHANGE_PASSWORD_PATH : `/${role}`;
}

export function isSession(value: unknown): value is VerifyUserResponse {
  const session = value as Partial<VerifyUserResponse> | null;
  return !!session && session.success === true && typeof session.role === 'string';
}
