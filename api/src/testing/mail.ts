import { mailOutboxStream } from '@atelier/domain';
import { executeCommand } from '@atelier/event-store';
import type { TestApp } from './harness.ts';

/**
 * Opens the mail outbox, as a mail sender's first start does (ADR 045): the outbox makes
 * entries only from the events after it. Opening it again records nothing.
 */
export async function openOutbox(t: TestApp): Promise<void> {
  const opened = await executeCommand(t.store, {
    stream: mailOutboxStream,
    command: { type: 'OpenMailOutbox', data: { at: t.ctx.now().toISOString() } },
    metadata: { actor: 'mail-sender', correlationId: 'open-outbox', causationId: null },
  });
  await t.runner.waitFor(opened.position, 10_000);
}
