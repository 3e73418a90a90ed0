import type { DomainEvent } from '../kernel/decider.ts';

export const CATEGORY_CREATED = 'CategoryCreated';
export const CATEGORY_RENAMED = 'CategoryRenamed';
export const CATEGORY_DELETED = 'CategoryDeleted';

export interface CategoryCreatedData extends Record<string, unknown> {
  /** The category's name, as images carry it (trimmed, lowercase). */
  name: string;
  at: string;
}

/**
 * The category `name` is now called `newName`. Every image that had it is changed by a
 * GalleryImageEdited in its own stream, appended in the same transaction (ADR 023).
 */
export interface CategoryRenamedData extends Record<string, unknown> {
  name: string;
  newName: string;
  at: string;
}

/**
 * The category `name` no longer exists; its images moved to `movedTo` ('general'), each by a
 * GalleryImageEdited in its own stream, appended in the same transaction (ADR 023).
 */
export interface CategoryDeletedData extends Record<string, unknown> {
  name: string;
  movedTo: string;
  at: string;
}

export type CategoryCreated = DomainEvent<typeof CATEGORY_CREATED, CategoryCreatedData>;
export type CategoryRenamed = DomainEvent<typeof CATEGORY_RENAMED, CategoryRenamedData>;
export type CategoryDeleted = DomainEvent<typeof CATEGORY_DELETED, CategoryDeletedData>;

export type CategoryEvent = CategoryCreated | CategoryRenamed | CategoryDeleted;

/** Every category event type, for the read models that follow them. */
export const CATEGORY_EVENT_TYPES = [CATEGORY_CREATED, CATEGORY_RENAMED, CATEGORY_DELETED] as const;
