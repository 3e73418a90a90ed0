import { WindowCounters, type WindowCountersOptions } from './window-counters.ts';

export interface WindowLimitOptions extends WindowCountersOptions {
  /** Hits (plus attempts in flight) a key may have in its window; at this many, it waits. */
  limit: number;
}

/**
 * The one rate limit of this process (ADR 013, ADR 062): a key's hits in a window
 * (WindowCounters) plus its attempts still in flight, so a parallel burst cannot pass before
 * the first of them is recorded. The caller says what a hit is (an accepted answer, a failed
 * sign-in) and what to answer when `wait` says no.
 */
export class WindowLimit {
  private readonly counters: WindowCounters;
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly options: WindowLimitOptions) {
    if (!(options.limit >= 1)) throw new Error(`WindowLimit: limit must be at least 1, got ${options.limit}`);
    this.counters = new WindowCounters(options);
  }

  /** Keys held now: counted ones, and ones with an attempt in flight. */
  sizes(): { counted: number; inFlight: number } {
    return { counted: this.counters.size, inFlight: this.inFlight.size };
  }

  /**
   * Null while the key is under its limit. At it: how long to wait, in ms: until the window's
   * count lapses when the recorded hits alone reach the limit, else `inFlightWaitMs` (attempts
   * in flight end soon, one way or the other).
   */
  wait(key: string, now: number, inFlightWaitMs: number): number | null {
    const recorded = this.counters.get(key, now);
    const count = recorded?.count ?? 0;
    if (count + (this.inFlight.get(key) ?? 0) < this.options.limit) return null;
    return recorded && count >= this.options.limit ? recorded.expiresAt - now : inFlightWaitMs;
  }

  /** Counts an attempt in flight until the returned release is called (once; later calls do nothing). */
  enter(key: string): () => void {
    this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      const left = (this.inFlight.get(key) ?? 1) - 1;
      if (left > 0) this.inFlight.set(key, left);
      else this.inFlight.delete(key);
    };
  }

  hit(key: string, now: number): void {
    this.counters.hit(key, now);
  }

  clear(key: string): void {
    this.counters.clear(key);
  }
}
