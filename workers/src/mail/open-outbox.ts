import { mailOutboxStream } from '@atelier/domain';
import { ConcurrencyError, executeCommand, type EventStore } from '@atelier/event-store';

/**
 * Records, once, that the outbox is open (ADR 045): from then on events make mail. Every sender
 * calls it at start; a second call records nothing, and two at once leave one record.
 */
export async function openMailOutbox(store: EventStore, now: Date): Promise<void> {
  try {
    await executeCommand(store, {
      stream: mailOutboxStream,
      command: { type: 'OpenMailOutbox', data: { at: now.toISOString() } },
      metadata: { actor: 'system', correlationId: crypto.randomUUID(), causationId: null },
    });
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error;
  }
}
