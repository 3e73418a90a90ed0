/** One key's recent failures: how many, and when they stop counting. */
export interface WindowCount {
  count: number;
  expiresAt: number;
}

export interface WindowCountersOptions {
  windowMs: number;
  /**
   * 'first': the count lapses windowMs after its first hit (a hard limit with a known end,
   * for Retry-After). 'last': every hit pushes the end back (a count that decays only once
   * the hits stop).
   */
  from: 'first' | 'last';
  /** At most this many keys are kept; the least recently hit one goes first. */
  maxEntries: number;
}

/**
 * Failure counts per key in a window, bounded in memory: a Map kept in least-recently-hit
 * order, so the oldest entries are dropped first when it is full, and lapsed ones are dropped
 * as they are met. However many keys an attacker sprays, it never holds more than maxEntries.
 */
export class WindowCounters {
  private readonly entries = new Map<string, WindowCount>();

  constructor(private readonly options: WindowCountersOptions) {
    if (!(options.maxEntries >= 1)) throw new Error(`WindowCounters: maxEntries must be at least 1, got ${options.maxEntries}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The key's live count (0 once lapsed), or null when there is none. */
  get(key: string, now: number): WindowCount | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  hit(key: string, now: number): WindowCount {
    const live = this.get(key, now);
    const entry: WindowCount = live
      ? { count: live.count + 1, expiresAt: this.options.from === 'last' ? now + this.options.windowMs : live.expiresAt }
      : { count: 1, expiresAt: now + this.options.windowMs };
    // Re-inserted, so the Map's first entry is always the least recently hit.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.shrink(now);
    return entry;
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  /** Drops lapsed entries from the old end, then the oldest live ones while over the bound. */
  private shrink(now: number): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && entry.expiresAt > now) break;
      this.entries.delete(key);
    }
  }
}
