import { isDatabaseUnavailable } from '@rollcall/server-kit';

/**
 * True when a read failed for the replica's sake, so the primary can answer it instead: the replica could not be
 * reached or went away, or it cancelled the read because replaying the primary's changes needed what the read held.
 */
export function isReplicaFailure(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  const { message } = (error ?? {}) as { message?: unknown };
  return typeof message === 'string' && /conflict with recovery/i.test(message);
}
