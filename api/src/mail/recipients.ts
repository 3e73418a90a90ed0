import { ERASED } from '@atelier/event-store';
import { getMailSettings, type OutboxEntry } from '@atelier/projections';
import type { AppContext } from '../context.ts';
import type { MailAddress } from '../answers/mail-log-entry.ts';

/**
 * Where each entry's mail goes (docs/product.md#mail): the designer's to the `contactEmail`
 * setting, a client's to the email of the request she sent, opened from its sealed data in
 * one key lookup for the whole page. An erased client has no address left: '[erased]'. A
 * designer's mail about an erased client still goes to the designer, but its content is gone.
 */
export async function addressesOf(ctx: AppContext, rows: readonly OutboxEntry[]): Promise<Map<string, MailAddress>> {
  const designer = rows.some((row) => row.recipient === 'designer') ? (await getMailSettings(ctx.store.db)).contactEmail : null;
  const emails = await clientEmails(ctx, rows);
  const addresses = new Map<string, MailAddress>();
  for (const row of rows) {
    if (row.recipient === 'designer') {
      addresses.set(row.outbox_id, { to: designer, erased: row.erased });
      continue;
    }
    const email = row.request_stream_id === null ? null : (emails.get(row.request_stream_id) ?? null);
    const erased = row.erased || email === ERASED;
    addresses.set(row.outbox_id, erased ? { to: ERASED, erased: true } : { to: email, erased: false });
  }
  return addresses;
}

/** The email of each request the client rows are about, opened; ERASED for an erased one. */
async function clientEmails(ctx: AppContext, rows: readonly OutboxEntry[]): Promise<Map<string, string>> {
  const streams = [...new Set(rows.flatMap((row) => (row.recipient === 'client' && row.request_stream_id !== null ? [row.request_stream_id] : [])))];
  if (streams.length === 0) return new Map();
  const requests = await ctx.store.db.selectFrom('rm_requests').select(['stream_id', 'personal', 'erased']).where('stream_id', 'in', streams).execute();
  const sealed = requests.filter((request) => !request.erased && request.personal !== null);
  const opened = await ctx.store.revealPii(sealed.map((request) => ({ streamId: request.stream_id, pii: request.personal! })));
  const emails = new Map<string, string>(requests.map((request) => [request.stream_id, ERASED]));
  sealed.forEach((request, i) => {
    const email = opened[i]?.email;
    emails.set(request.stream_id, typeof email === 'string' ? email : ERASED);
  });
  return emails;
}
