import {
  CATEGORY_CREATED,
  CATEGORY_DELETED,
  CATEGORY_EVENT_TYPES,
  CATEGORY_RENAMED,
  type CategoryCreatedData,
  type CategoryDeletedData,
  type CategoryRenamedData,
} from '@atelier/domain';
import type { StoredEvent } from '@atelier/event-store';
import { javascriptProjection, type RowChange } from '../javascript-projection.ts';
import { categoriesTable } from './table.ts';

type Change = RowChange<'rm_categories'>;

/** A name taken (created, renamed into): `at` is when it was named. */
const named = (name: string, at: string): Change => ({ insert: { name, named_at: at, deleted: false }, orUpdate: { named_at: at, deleted: false } });

/**
 * A name gone keeps its naming time. A name only images carried (never created) gets a
 * deleted row too, so every category event leaves its version in the table: the newest is
 * the catalogue's (listCategories).
 */
const gone = (name: string, at: string): Change => ({ insert: { name, named_at: at, deleted: true }, orUpdate: { deleted: true } });

function fold(event: StoredEvent): Change[] {
  switch (event.type) {
    case CATEGORY_CREATED: {
      const { name, at } = event.data as CategoryCreatedData;
      return [named(name, at)];
    }
    case CATEGORY_RENAMED: {
      const { name, newName, at } = event.data as CategoryRenamedData;
      return [gone(name, at), named(newName, at)];
    }
    case CATEGORY_DELETED: {
      const { name, at } = event.data as CategoryDeletedData;
      return [gone(name, at)];
    }
    default:
      throw new Error(`categories: unexpected event ${event.type}`);
  }
}

/**
 * The categories the owner created (or renamed into). Image counts are not kept here: the API
 * counts the gallery read model's rows, so a category's counts are always those of its images
 * (ADR 023).
 */
export const categoriesProjection = javascriptProjection({
  name: 'categories',
  why: 'a handful of names, curated by the owner (ADR 011)',
  table: categoriesTable,
  handles: CATEGORY_EVENT_TYPES,
  streamVersioned: true,
  fold,
});
