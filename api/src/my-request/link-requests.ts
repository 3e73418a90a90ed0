import { customConceptStream, dressOrderStream } from '@atelier/domain';
import { executeCommand, type EventMetadata, type Idempotency } from '@atelier/event-store';
import type { AppContext } from '../context.ts';
import { emailIndexKey, hashEmail, newestRequestOfEmail, type EmailIndexKey } from '@atelier/workers';
import { WindowLimit } from '../middleware/window-limit.ts';

/** At most 3 fresh links an hour for one address, then silently nothing (docs/product.md#the-clients-page). */
const LINKS_PER_EMAIL = { limit: 3, windowMs: 60 * 60 * 1000, maxEntries: 10_000 };

export interface LinkRequest {
  email: string;
  at: string;
  metadata: EventMetadata;
  idempotency: Idempotency | undefined;
}

/**
 * "Send me my link", done after the answer has gone: the answer is the same, at once, for a
 * client and a stranger, so neither its words nor its time tell whether an address wrote to
 * the atelier. Here, out of the answer's time, her newest request that is not erased gets a
 * RequestClientLink (the mail's outbox makes the mail from it, ADR 045); an address over its
 * hourly count, a stranger's, or a reused Idempotency-Key gets nothing, and nothing is said.
 */
export class LinkRequests {
  private readonly index: EmailIndexKey;
  private readonly perEmail = new WindowLimit({ ...LINKS_PER_EMAIL, from: 'first' });
  /** One at a time, in the order asked: a burst can neither race on one stream nor crowd the server. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: Pick<AppContext, 'store' | 'now' | 'logger' | 'sessionSecret'>) {
    this.index = emailIndexKey(ctx.sessionSecret);
  }

  /** Queues the work and returns at once. */
  start(request: LinkRequest): void {
    this.queue = this.queue.then(() => this.run(request)).catch((error: unknown) => this.ctx.logger.warn('client link request failed', { error: String(error) }));
  }

  /** Resolves once every request queued so far is done (tests). */
  async settled(): Promise<void> {
    let last;
    do {
      last = this.queue;
      await last;
    } while (last !== this.queue);
  }

  private async run({ email, at, metadata, idempotency }: LinkRequest): Promise<void> {
    const key = hashEmail(this.index, email);
    const now = this.ctx.now().getTime();
    // One at a time (the queue), so nothing is in flight beside this one.
    if (this.perEmail.wait(key, now, 0) !== null) return;
    this.perEmail.hit(key, now);
    const found = await newestRequestOfEmail(this.ctx.store, this.index, email);
    if (!found) return;
    const command = { type: 'RequestClientLink' as const, data: { requestId: found.id, at } };
    if (found.type === 'dress') await executeCommand(this.ctx.store, { stream: dressOrderStream(found.id), command, metadata, idempotency });
    else await executeCommand(this.ctx.store, { stream: customConceptStream(found.id), command, metadata, idempotency });
    this.ctx.logger.info('client link requested', { request: `${found.type}-${found.id}` });
  }
}
