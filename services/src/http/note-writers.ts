import type { Middleware } from 'koa';
import type { ReadPools } from '../db/replica/read-pools';
import type { ServiceState } from './identity';

const READS = new Set(['GET', 'HEAD']);

/**
 * Tells the read pools who has just changed something (a call other than GET or HEAD that succeeded), so that user's
 * reads that may lag stay on the primary until the replica surely shows the change.
 */
export function noteWriters(reads: ReadPools): Middleware<ServiceState> {
  return async (ctx, next) => {
    await next();
    const { userId } = ctx.state.identity;
    if (userId && !READS.has(ctx.method) && ctx.status < 400) reads.wrote(userId);
  };
}
