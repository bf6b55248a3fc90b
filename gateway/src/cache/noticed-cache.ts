import type { CacheNotices } from './cache-notices';

interface Entry<V> {
  value: V;
  /** Date.now() after which the copy is read again. */
  until: number;
}

/**
 * Copies of rows kept in memory while the gateway listens for their changes (CacheNotices): a notice for a
 * key drops its copy, and losing the listener drops them all, so a copy is served only while any change to
 * its row would have reached it.
 *
 * A copy read from the database is kept only if nothing was dropped since its read began (the ticket), so a
 * read that raced a change cannot put the old row back after the notice has gone by. The oldest copies make
 * room for new ones; a copy dropped that way is merely read again.
 */
export class NoticedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private version = 0;

  constructor(
    private readonly notices: CacheNotices,
    prefix: string,
    private readonly maxEntries: number,
  ) {
    notices.register(prefix, this);
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now && this.notices.listening) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Taken before the row is read; `keep` with it does nothing if a copy was dropped in between. */
  ticket(): number {
    return this.version;
  }

  keep(key: string, value: V, until: number, ticket: number): void {
    if (ticket !== this.version || !this.notices.listening) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until });
  }

  drop(key: string): void {
    this.version++;
    this.entries.delete(key);
  }

  dropAll(): void {
    this.version++;
    this.entries.clear();
  }
}
