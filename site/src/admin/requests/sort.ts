import type { RequestListItem } from '@atelier/contracts';

/** The request list's two orders (docs/product.md#dashboard): by the day it arrived, or by the client's event. */
export const REQUEST_SORTS = ['received', 'eventDate'] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];

export const DEFAULT_SORT: RequestSort = 'received';

type Item = Pick<RequestListItem, 'id' | 'type' | 'createdAt' | 'eventDate'>;

/** Newest first; requests of the same instant by higher id, then by type, so the order never depends on the list's. */
function byReceived(a: Item, b: Item): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id || a.type.localeCompare(b.type);
}

/** A yyyy-MM-dd event date, or null: concepts have none, and a blank one counts as none. */
function eventDay(item: Item): string | null {
  const day = item.eventDate?.trim();
  return day ? day : null;
}

/** Soonest event first (yyyy-MM-dd sorts as text); requests without a date last; ties newest received first. */
function byEventDate(a: Item, b: Item): number {
  const dayA = eventDay(a);
  const dayB = eventDay(b);
  if (dayA !== dayB) {
    if (dayA === null) return 1;
    if (dayB === null) return -1;
    return dayA < dayB ? -1 : 1;
  }
  return byReceived(a, b);
}

/** A sorted copy of the list; the list itself is left as it is. */
export function sortRequests<T extends Item>(items: readonly T[], sort: RequestSort): T[] {
  return [...items].sort(sort === 'eventDate' ? byEventDate : byReceived);
}
