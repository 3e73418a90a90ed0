import type { MailLogPage, MailLogQuery } from '@atelier/contracts';
import { listOutbox, type OutboxEntry } from '@atelier/projections';
import { toMailLogEntry } from '../answers/mail-log-entry.ts';
import type { AppContext } from '../context.ts';
import { previewOf } from './previews.ts';
import { addressesOf } from './recipients.ts';

/**
 * One page of the mail log (docs/product.md#mail): the outbox's entries newest first, each with
 * where it goes and its subject as it goes out (composed as for its preview), and the `before`
 * of the next page. One more entry than asked is read to know whether there is a next page.
 */
export async function mailLogPage(ctx: AppContext, { limit, before }: MailLogQuery): Promise<MailLogPage> {
  const rows = await listOutbox(ctx.store.db, before === undefined ? { limit: limit + 1 } : { limit: limit + 1, before });
  const page = rows.slice(0, limit);
  const addresses = await addressesOf(ctx, page);
  const entries = [];
  for (const row of page) {
    const address = addresses.get(row.outbox_id)!;
    entries.push(toMailLogEntry(row, address, await subjectOf(ctx, address.erased ? { ...row, erased: true } : row)));
  }
  return { entries, next: rows.length > limit ? (page.at(-1)?.outbox_id ?? null) : null };
}

/**
 * The subject as the sender would compose it. An entry that cannot be composed (its source
 * events do not hold what it needs) is logged and listed without one, so that one bad entry
 * never hides the others: the log is where the designer looks when mail goes wrong.
 */
async function subjectOf(ctx: AppContext, entry: OutboxEntry): Promise<string> {
  try {
    return (await previewOf(ctx, entry)).subject;
  } catch (error) {
    ctx.logger.error('mail log: an entry could not be composed', { outboxId: entry.outbox_id, template: entry.template, error });
    return '';
  }
}
