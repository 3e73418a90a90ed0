import type { Db } from '@atelier/event-store';
import { readCheckpointStamps } from '@atelier/projections';

/**
 * Where each read model stands, known in memory: a cached answer is fresh while the stamps
 * of the read models it depends on are the ones it was rendered at. Reading a stamp never
 * touches the database.
 */
export interface ReadModelStamps {
  /** The current stamp of a read model (projection name); equal stamps mean nothing moved. */
  stamp(readModel: string): string;
  close(): Promise<void>;
}

/**
 * Embedded mode: the projector runs in this process and says when a read model moved
 * (InProcessRunner's batch listener, called once the batch has committed).
 */
export class LocalStamps implements ReadModelStamps {
  readonly #moves = new Map<string, string>();
  #count = 0;

  /** A batch of `readModel` committed. */
  moved(readModel: string): void {
    this.#count += 1;
    this.#moves.set(readModel, String(this.#count));
  }

  stamp(readModel: string): string {
    return this.#moves.get(readModel) ?? '';
  }

  async close(): Promise<void> {}
}

/** Runs `run` once, `ms` from now, unless the returned function cancels it first. */
export type Timer = (run: () => void, ms: number) => () => void;

const realTimer: Timer = (run, ms) => {
  const timer = setTimeout(run, ms).unref();
  return () => clearTimeout(timer);
};

/** How often each app process reads the checkpoints in production mode: well within the 1 s promise. */
export const STAMP_POLL_MS = 250;

/**
 * Production mode: the projectors run in worker processes. Each app process reads the
 * checkpoints table (one row per projection) on one shared timer, whatever the traffic;
 * requests only read the stamps it keeps. A failed read keeps the last stamps (answers stay
 * as they were) and is reported once until a read succeeds again.
 */
export class PolledStamps implements ReadModelStamps {
  #stamps = new Map<string, string>();
  #cancel: () => void = () => {};
  #polling: Promise<void> = Promise.resolve();
  #failing = false;
  #closed = false;

  /** Reads the stamps at once, then `intervalMs` after each read (a slow read never overlaps the next). */
  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = STAMP_POLL_MS,
    /** When the next read runs: a real timer; tests fire it themselves. */
    private readonly after: Timer = realTimer,
  ) {
    this.#polling = this.poll().then(() => this.schedule());
  }

  /** Resolves once the read in progress is done (the first one, right after construction). */
  async ready(): Promise<void> {
    await this.#polling;
  }

  stamp(readModel: string): string {
    return this.#stamps.get(readModel) ?? '';
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#cancel();
    await this.#polling;
  }

  private schedule(): void {
    if (this.#closed) return;
    this.#cancel = this.after(() => {
      this.#polling = this.poll().then(() => this.schedule());
    }, this.intervalMs);
  }

  private async poll(): Promise<void> {
    try {
      this.#stamps = await readCheckpointStamps(this.db);
      this.#failing = false;
    } catch (error) {
      if (!this.#failing) this.onError(error);
      this.#failing = true;
    }
  }
}
