export interface WorkLog {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * Work whose to-do list is kept where the work is recorded (a read model, an outbox), so a
 * stop or a crash loses nothing: the next start reads what is still to do.
 */
export interface PendingWork {
  /** What the work makes, for the log: "image variants". */
  name: string;
  /** The log field that names an item: "blobKey". */
  itemField: string;
  /** Up to `limit` items still to do, in the order to do them. */
  pending(limit: number): Promise<string[]>;
  /**
   * Does one item and records it in one step, or not at all. Checks `signal` between its
   * steps: once it is aborted it throws before recording anything, and the item stays to do.
   */
  run(item: string, signal: AbortSignal): Promise<void>;
}

const PENDING_PAGE = 100;

/**
 * Does pending work in this process, in the background, one item at a time: the one mechanism
 * for every kind of background work (docs/decisions/039-test-lanes-and-safe-stops.md). Woken
 * when its to-do list may have grown, and once at start. An item that fails is reported and
 * left to do until the next start, so a broken one is not retried in a loop. When the stop
 * signal fires (the server's shutdown, or stop()) the item in progress stops at its next safe
 * point.
 */
export class PendingWorkDrain {
  #running: Promise<void> | null = null;
  #dirty = false;
  readonly #failed = new Set<string>();
  readonly #own = new AbortController();
  readonly #signal: AbortSignal;

  constructor(
    private readonly work: PendingWork,
    private readonly log: WorkLog,
    stopSignal?: AbortSignal,
  ) {
    this.#signal = stopSignal ? AbortSignal.any([stopSignal, this.#own.signal]) : this.#own.signal;
  }

  wake(): void {
    if (this.#signal.aborted) return;
    this.#dirty = true;
    this.#running ??= this.drain();
  }

  /** Stops at the next safe point of the item in progress; resolves once it has. */
  async stop(): Promise<void> {
    this.#own.abort();
    await this.idle();
  }

  /** Resolves when no run is in flight. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  private async drain(): Promise<void> {
    try {
      while (this.#dirty && !this.#signal.aborted) {
        this.#dirty = false;
        await this.runPending();
      }
    } finally {
      this.#running = null;
    }
  }

  /**
   * Until nothing is left that this pass has not tried. An item just recorded stays in the
   * list until its read model catches up (which wakes this again): it is not tried twice here.
   */
  private async runPending(): Promise<void> {
    const tried = new Set<string>();
    for (;;) {
      let pending: string[];
      try {
        pending = await this.work.pending(PENDING_PAGE + tried.size + this.#failed.size);
      } catch (error) {
        this.log.error(`cannot read the pending ${this.work.name}`, { error: String(error) });
        return;
      }
      const fresh = pending.filter((item) => !tried.has(item) && !this.#failed.has(item));
      if (fresh.length === 0) return;
      for (const item of fresh) {
        if (this.#signal.aborted) return;
        tried.add(item);
        try {
          await this.work.run(item, this.#signal);
        } catch (error) {
          if (this.#signal.aborted) {
            this.log.info(`${this.work.name} stopped; the rest is done at the next start`, { [this.work.itemField]: item });
            return;
          }
          this.#failed.add(item);
          this.log.error(`${this.work.name} failed`, { [this.work.itemField]: item, error: error instanceof Error ? error.message : String(error) });
        }
      }
    }
  }
}
