import type { AnyTrx, StoredEvent } from '@atelier/event-store';
import type { CreateTableBuilder } from 'kysely';

/**
 * How an owner-curated read model (gallery images, reviews) keeps one row per item: the
 * event that adds it inserts the row, every later event updates the columns it carries.
 */
export interface CuratedRows {
  table: string;
  /** The primary-key column, named by the item's numeric id. */
  idColumn: string;
  /** The event type that creates an item. */
  addedType: string;
  /** The row an added event makes (without `deleted` and `stream_version`). */
  row(event: StoredEvent): Record<string, unknown>;
  /** The item a later event is about. */
  idOf(event: StoredEvent): number;
  /** The columns a later event sets (`deleted: true` for a delete). */
  changes(event: StoredEvent): Record<string, unknown>;
}

/**
 * The bookkeeping columns of a curated table: a deleted item keeps its row (`deleted`), so a
 * replayed add cannot bring it back, and `stream_version` is the last event folded in.
 */
export function withCuratedColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table.addColumn('deleted', 'boolean', (c) => c.notNull()).addColumn('stream_version', 'integer', (c) => c.notNull());
}

/** Folds a batch in order; an event applied twice changes nothing (its version is not newer). */
export async function applyCurated(trx: AnyTrx, events: readonly StoredEvent[], rows: CuratedRows): Promise<void> {
  for (const event of events) {
    if (event.type === rows.addedType) {
      await trx
        .insertInto(rows.table)
        .values({ ...rows.row(event), deleted: false, stream_version: event.streamVersion })
        .onConflict((oc) => oc.column(rows.idColumn).doNothing())
        .execute();
      continue;
    }
    await trx
      .updateTable(rows.table)
      .set({ ...rows.changes(event), stream_version: event.streamVersion })
      .where(rows.idColumn, '=', rows.idOf(event))
      .where('stream_version', '<', event.streamVersion)
      .execute();
  }
}

/** The fields of an edit that it carries (an edit names only what changed). */
export const definedOnly = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
