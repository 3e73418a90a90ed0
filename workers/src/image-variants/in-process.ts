import type { BlobStore } from '@atelier/blobs';
import type { EventStore } from '@atelier/event-store';
import { pendingVariantKeys } from '@atelier/projections';
import { makeAndRecordVariants } from './make-and-record.ts';

const PENDING_PAGE = 100;

export interface VariantLog {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * Embedded mode: makes the pending variants (the image-variants read model's to-do list) in
 * this process, in the background, one original at a time. Woken when that read model moves
 * and once at start (what a crash left pending is made then). An original that fails is
 * reported and left pending until the next start, so a broken one is not retried in a loop.
 */
export class InProcessVariantMaker {
  private running: Promise<void> | null = null;
  private dirty = false;
  private stopped = false;
  private readonly failed = new Set<string>();

  constructor(
    private readonly store: EventStore,
    private readonly blobs: BlobStore,
    private readonly log: VariantLog,
  ) {}

  wake(): void {
    if (this.stopped) return;
    this.dirty = true;
    this.running ??= this.drain();
  }

  /** Stops after the original in progress (its event is appended or not at all). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** Resolves when no run is in flight. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (this.dirty && !this.stopped) {
        this.dirty = false;
        await this.makePending();
      }
    } finally {
      this.running = null;
    }
  }

  /**
   * Until nothing is left that this pass has not tried. An original just recorded stays in the
   * list until the read model catches up (which wakes this again): it is not tried twice here.
   */
  private async makePending(): Promise<void> {
    const tried = new Set<string>();
    for (;;) {
      let pending: string[];
      try {
        pending = await pendingVariantKeys(this.store.db, PENDING_PAGE + tried.size + this.failed.size);
      } catch (error) {
        this.log.error('cannot read the pending image variants', { error: String(error) });
        return;
      }
      const fresh = pending.filter((key) => !tried.has(key) && !this.failed.has(key));
      if (fresh.length === 0) return;
      for (const blobKey of fresh) {
        if (this.stopped) return;
        tried.add(blobKey);
        try {
          if ((await makeAndRecordVariants(this.store, this.blobs, blobKey)) === 'made') this.log.info('image variants made', { blobKey });
        } catch (error) {
          this.failed.add(blobKey);
          this.log.error('image variants failed', { blobKey, error: error instanceof Error ? error.message : String(error) });
        }
      }
    }
  }
}
