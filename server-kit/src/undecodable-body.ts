/**
 * True for the error a body reader raises when a body does not decode as its Content-Encoding says
 * (not gzip, truncated, not deflate or brotli): zlib's errors carry a Z_… or ERR__… code and a negative
 * errno.
 */
export function isUndecodableBody(error: unknown): boolean {
  const { code, errno } = (error ?? {}) as { code?: unknown; errno?: unknown };
  return typeof code === 'string' && /^(Z_|ERR__)/.test(code) && typeof errno === 'number' && errno < 0;
}
