import { dueEntries, nextDueAt } from '@atelier/projections';
import { PendingWorkDrain, type WorkLog } from '../background/pending-work-drain.ts';
import { realTimer, type Timer } from '../background/timer.ts';
import { deliverEntry, type DeliveryDeps } from './deliver.ts';

/** Looked at again at least this often, whatever the outbox says: a step that failed on the database is tried again. */
const LOOK_AGAIN_MS = 60_000;

export type MailLog = WorkLog & DeliveryDeps['log'];

/**
 * Embedded mode: sends the outbox's due entries from this process, one at a time (ADR 045).
 * Woken when the mail-outbox read model moves and once at start (what a crash or a stop left
 * is sent then), and by a timer when the next retry or lease falls due. Stops between entries:
 * an attempt that has claimed its entry finishes it (an SMTP conversation is bounded well
 * inside its lease), so a stop never leaves a mail half recorded for long.
 */
export class InProcessMailSender {
  readonly #drain: PendingWorkDrain;
  readonly #clock: () => Date;
  readonly #timer: Timer;
  #cancelTimer: (() => void) | undefined;
  #stopped = false;

  /** `timer` schedules the wake-ups for the next due entry (a test passes one it fires itself). */
  constructor(deps: DeliveryDeps, log: MailLog, stopSignal?: AbortSignal, timer: Timer = realTimer) {
    this.#clock = deps.clock ?? (() => new Date());
    this.#timer = timer;
    this.#drain = new PendingWorkDrain(
      {
        name: 'mail',
        itemField: 'outboxId',
        pending: async (limit) => {
          const now = this.#clock();
          const [due, next] = await Promise.all([dueEntries(deps.store.db, now, limit), nextDueAt(deps.store.db, now)]);
          this.#arm(next);
          return due.map((entry) => entry.outbox_id);
        },
        run: async (outboxId, signal) => {
          if (signal.aborted) throw new Error('stopping');
          try {
            await deliverEntry(deps, outboxId, this.#clock());
          } catch (error) {
            // Left due: the timer or the next move of the outbox tries it again.
            log.error('mail delivery step failed', { outboxId, error: error instanceof Error ? error.message : String(error) });
          }
        },
      },
      log,
      stopSignal,
    );
    stopSignal?.addEventListener('abort', () => this.#disarm(), { once: true });
  }

  wake(): void {
    if (!this.#stopped) this.#drain.wake();
  }

  /** Stops after the entry in progress; resolves once it has. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#disarm();
    await this.#drain.stop();
  }

  /** Resolves when no pass is in flight. */
  idle(): Promise<void> {
    return this.#drain.idle();
  }

  /** Wakes again when the next entry falls due, or in a minute at the latest. */
  #arm(next: Date | null): void {
    if (this.#stopped) return;
    this.#disarm();
    const delay = Math.min(LOOK_AGAIN_MS, next === null ? LOOK_AGAIN_MS : Math.max(0, next.getTime() - this.#clock().getTime()));
    this.#cancelTimer = this.#timer(() => this.wake(), delay);
  }

  #disarm(): void {
    this.#cancelTimer?.();
    this.#cancelTimer = undefined;
  }
}
