import type { AnyTrx } from '@atelier/event-store';

export async function createRequestsTable(trx: AnyTrx): Promise<void> {
  await trx.schema
    .createTable('rm_requests')
    .ifNotExists()
    .addColumn('request_type', 'text', (c) => c.notNull())
    .addColumn('request_id', 'integer', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('event_type', 'text')
    .addColumn('event_date', 'text')
    .addColumn('drive_link', 'text')
    .addColumn('description', 'text')
    .addColumn('preferred_contact', 'text')
    .addColumn('concept_description', 'text')
    .addColumn('inspirations', 'text')
    .addColumn('additional_comments', 'text')
    .addColumn('image_keys', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rm_requests_pk', ['request_type', 'request_id'])
    .execute();
}
