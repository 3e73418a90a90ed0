import {
  CATEGORY_CREATED,
  CATEGORY_DELETED,
  CATEGORY_EVENTS,
  CATEGORY_RENAMED,
  type CategoryCreatedData,
  type CategoryDeletedData,
  type CategoryRenamedData,
} from '@atelier/domain';
import type { AnyTrx, StoredEvent } from '@atelier/event-store';
import type { Projection } from '../projection.ts';

const TABLE = 'rm_categories';

/**
 * One row per name a category ever had (or that a category event removed); `deleted` once it
 * was deleted or renamed away.
 * Every category event is in one stream, so its version orders them all: a row takes an
 * event only when it is newer than the last one it took (a replay changes nothing).
 */
export interface CategoriesTable {
  name: string;
  /** When the category took this name (created, or renamed into it). */
  named_at: string;
  deleted: boolean;
  stream_version: number;
}

export interface CategoriesDatabase {
  rm_categories: CategoriesTable;
}

/**
 * `name`'s row as of an event at `version`, unless it already took a newer one. A name taken
 * (created, renamed into) gets `at` as when it was named; a name gone keeps its naming time.
 * A name only images carried (never created) gets a deleted row too, so every category event
 * leaves its version in the table: the newest is the catalogue's (listCategories).
 */
async function upsertName(trx: AnyTrx, name: string, at: string, version: number, deleted: boolean): Promise<void> {
  await trx
    .insertInto(TABLE)
    .values({ name, named_at: at, deleted, stream_version: version })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ ...(deleted ? {} : { named_at: at }), deleted, stream_version: version })
        .where(`${TABLE}.stream_version`, '<', version),
    )
    .execute();
}

const named = (trx: AnyTrx, name: string, at: string, version: number) => upsertName(trx, name, at, version, false);
const gone = (trx: AnyTrx, name: string, at: string, version: number) => upsertName(trx, name, at, version, true);

async function applyOne(trx: AnyTrx, event: StoredEvent): Promise<void> {
  const version = event.streamVersion;
  switch (event.type) {
    case CATEGORY_CREATED: {
      const { name, at } = event.data as CategoryCreatedData;
      return named(trx, name, at, version);
    }
    case CATEGORY_RENAMED: {
      const { name, newName, at } = event.data as CategoryRenamedData;
      await gone(trx, name, at, version);
      return named(trx, newName, at, version);
    }
    case CATEGORY_DELETED: {
      const { name, at } = event.data as CategoryDeletedData;
      return gone(trx, name, at, version);
    }
    default:
      throw new Error(`categories: unexpected event ${event.type}`);
  }
}

/**
 * The categories the owner created (or renamed into), folded in JavaScript (ADR 011: a
 * handful of rows). Image counts are not kept here: the API counts the gallery read model's
 * rows, so a category's counts are always those of its images (ADR 023).
 */
export const categoriesProjection: Projection = {
  name: 'categories',
  // 2: a deleted name that only images carried gets a row, so the catalogue's version is the newest row's.
  version: 2,
  tables: [TABLE],
  handles: CATEGORY_EVENTS,

  async createTables(trx) {
    await trx.schema
      .createTable(TABLE)
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('named_at', 'text', (c) => c.notNull())
      .addColumn('deleted', 'boolean', (c) => c.notNull())
      .addColumn('stream_version', 'integer', (c) => c.notNull())
      .execute();
  },

  async apply(trx, events) {
    for (const event of events) await applyOne(trx, event);
  },
};
