/**
 * CSRF defence for cookie-authenticated writes: every request other than GET, HEAD and OPTIONS must carry
 * this header with this value. A cross-site form cannot set it, and a cross-origin script cannot send it
 * without a CORS preflight, which the gateway only grants to the shell's and remotes' origins.
 */
export const CSRF_HEADER = 'x-rollcall-csrf';
export const CSRF_VALUE = '1';

/** The name of the gateway's session cookie. */
export const SESSION_COOKIE = 'rollcall.sid';
