import type { AnyTrx } from '@atelier/event-store';

export async function createRequestsTable(trx: AnyTrx): Promise<void> {
  await trx.schema
    .createTable('rm_requests')
    .ifNotExists()
    .addColumn('request_type', 'text', (c) => c.notNull())
    .addColumn('request_id', 'integer', (c) => c.notNull())
    // The one index: a request is found by its stream (requestStreamId), and a rebuild
    // writes every row, where each extra index costs a fifth of the time.
    .addColumn('stream_id', 'text', (c) => c.primaryKey())
    .addColumn('personal', 'jsonb')
    .addColumn('event_type', 'text')
    .addColumn('event_date', 'text')
    .addColumn('preferred_contact', 'text')
    .addColumn('image_keys', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
