import type { Role, VerifyUserResponse } from '@rollcall/contracts';

export function sessionOf(role: Role, mustChangePassword = false): VerifyUserResponse {
  return {
    success: true,
    role,
    user: { id: 'u-1', name: 'Asha Rao', email: 'asha@college.edu', instituteId: null, mustChangePassword, language: 'en' },
  };
}

/** useVerifyUser's answer for: still checking, no session, or a session. */
export const checking = { data: undefined, error: undefined, isLoading: true };
export const signedOut = {
  data: undefined,
  error: { status: 401, data: null, message: 'Request failed with status 401' },
  isLoading: false,
};
export const signedIn = (session: VerifyUserResponse) => ({ data: session, error: undefined, isLoading: false });
