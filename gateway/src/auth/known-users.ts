import type { ServiceUser } from '@rollcall/contracts/internal';
import type { CacheNotices } from '../cache/cache-notices';
import { NoticedCache } from '../cache/noticed-cache';

const KNOWN_USERS = 50_000;
/** A copy is asked for again after this long even without a notice. */
const KNOWN_USER_MS = 5 * 60_000;

/**
 * Users as services last answered for them (GET /internal/users/me), by id, while the database's notices
 * reach this gateway: a change to a user's own fields, or their removal, drops the copy.
 */
export class KnownUsers {
  private readonly cache: NoticedCache<ServiceUser>;

  constructor(notices: CacheNotices) {
    this.cache = new NoticedCache(notices, 'u', KNOWN_USERS);
  }

  get(id: string): ServiceUser | undefined {
    return this.cache.get(id);
  }

  /** Asks `fetch` for the user and keeps what it answers, unless the user changed while it was asked. */
  async fetch(fetchUser: () => Promise<ServiceUser | null>): Promise<ServiceUser | null> {
    const ticket = this.cache.ticket();
    const user = await fetchUser();
    if (user) this.cache.keep(user.id, user, Date.now() + KNOWN_USER_MS, ticket);
    return user;
  }
}
