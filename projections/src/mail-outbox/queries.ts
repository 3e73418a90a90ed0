import type { Db } from '@atelier/event-store';
import { sql, type Selectable } from 'kysely';
import type { MailOutboxTable } from './table.ts';
import type { MailTemplate, OutboxParams } from './templates.ts';

/** One outbox entry as the sender and the mail log read it: its params parsed. */
export type OutboxEntry = Omit<Selectable<MailOutboxTable>, 'template' | 'params'> & {
  [T in MailTemplate]: { template: T; params: OutboxParams[T] };
}[MailTemplate];

const toEntry = (row: Selectable<MailOutboxTable>): OutboxEntry => ({ ...row, params: JSON.parse(row.params) }) as OutboxEntry;

/** One entry by its id, or null. */
export async function outboxEntry(db: Db, outboxId: string): Promise<OutboxEntry | null> {
  const row = await db.selectFrom('rm_mail_outbox').selectAll().where('outbox_id', '=', outboxId).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/**
 * The mail log: the newest entries first, at most `limit`; with `before` (an entry's id, the
 * last of the previous page) those older than it.
 */
export async function listOutbox(db: Db, options: { limit: number; before?: string }): Promise<OutboxEntry[]> {
  let query = db.selectFrom('rm_mail_outbox').selectAll();
  if (options.before !== undefined) {
    const cursor = db.selectFrom('rm_mail_outbox').select(['created_at', 'outbox_id']).where('outbox_id', '=', options.before);
    query = query.where(sql<boolean>`(created_at, outbox_id) < (${cursor})`);
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('outbox_id', 'desc').limit(options.limit).execute();
  return rows.map(toEntry);
}

/**
 * Entries a sender may take at `now`, oldest first, at most `limit`: pending and due (never
 * tried, or past their retry time), or sending with a lease that ran out (their sender died).
 */
export async function dueEntries(db: Db, now: Date, limit: number): Promise<OutboxEntry[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('rm_mail_outbox')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb.or([eb('retry_at', 'is', null), eb('retry_at', '<=', at)])]),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', at)]),
      ]),
    )
    .orderBy('created_at')
    .orderBy('outbox_id')
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}

/** An entry still to send, and when it falls due: now, its retry time, or the end of its lease. */
export interface OpenEntry {
  outboxId: string;
  attempts: number;
  dueAt: string | null;
}

/**
 * Every entry not sent, failed or put aside yet, at most `limit`, oldest first, with when it
 * falls due (null: now): what the production sender keeps enqueued (ADR 045).
 */
export async function openEntries(db: Db, limit: number): Promise<OpenEntry[]> {
  const rows = await db
    .selectFrom('rm_mail_outbox')
    .select(['outbox_id', 'attempts', 'status', 'retry_at', 'lease_until'])
    .where('status', 'in', ['pending', 'sending'])
    .orderBy('created_at')
    .orderBy('outbox_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ outboxId: row.outbox_id, attempts: row.attempts, dueAt: row.status === 'sending' ? row.lease_until : row.retry_at }));
}

/** When the next entry not due yet falls due (a retry, or a lease that runs out), or null when none waits. */
export async function nextDueAt(db: Db, now: Date): Promise<Date | null> {
  const at = now.toISOString();
  const row = await db
    .selectFrom('rm_mail_outbox')
    .select((eb) =>
      eb.fn
        .min(sql<string>`case when status = 'pending' then retry_at else lease_until end`)
        .as('next'),
    )
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('retry_at', '>', at)]),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '>', at)]),
      ]),
    )
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : null;
}
