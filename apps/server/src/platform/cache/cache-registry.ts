import type { CacheInfo } from '@diancan/core';

/** A cache the server keeps in memory, listed and emptied by back/system cacheNames and deleteCache. */
export interface NamedCache {
  readonly name: string;
  readonly description: string;
  size(): number;
  clear(): void;
}

/**
 * The server's in-memory caches, by name. Each instance has its own: deleteCache empties the caches of the
 * instance that answered, and the others' copies end within their lifetime (seconds), which is what bounds how
 * stale any of them may be in the first place.
 */
export class CacheRegistry {
  private readonly caches = new Map<string, NamedCache>();

  register(cache: NamedCache): void {
    if (this.caches.has(cache.name)) throw new Error(`cache ${cache.name} registered twice`);
    this.caches.set(cache.name, cache);
  }

  list(): CacheInfo[] {
    return [...this.caches.values()].map((cache) => ({
      name: cache.name,
      description: cache.description,
      entries: cache.size(),
    }));
  }

  /** Empties the named cache; false when there is no such cache. */
  clear(name: string): boolean {
    const cache = this.caches.get(name);
    if (!cache) return false;
    cache.clear();
    return true;
  }
}

/** A small map whose entries expire after `ttlMs` (read time decides), registered under a name. */
export class TtlCache<K, V> implements NamedCache {
  private readonly entries = new Map<K, { value: V; until: number }>();

  constructor(
    readonly name: string,
    readonly description: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  size(): number {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
