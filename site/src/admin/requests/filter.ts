import type { RequestListItem, RequestStatus, RequestType } from '@atelier/contracts';

export const TYPE_FILTERS = ['all', 'dress', 'concept'] as const;
export const STATUS_FILTERS = ['all', 'pending', 'approved', 'denied'] as const;

export interface RequestFilter {
  type: 'all' | RequestType;
  status: 'all' | RequestStatus;
  search: string;
}

export const NO_FILTER: RequestFilter = { type: 'all', status: 'all', search: '' };

/** docs/product.md#dashboard: by type, by status, and a case-insensitive search on name or email. */
export function filterRequests(items: readonly RequestListItem[], filter: RequestFilter): RequestListItem[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (filter.type === 'all' || item.type === filter.type) &&
      (filter.status === 'all' || item.status === filter.status) &&
      (needle === '' || item.fullName.toLocaleLowerCase().includes(needle) || item.email.toLocaleLowerCase().includes(needle)),
  );
}

/** A stable key for a request: ids are only unique within a type. */
export function requestKey(item: Pick<RequestListItem, 'type' | 'id'>): string {
  return `${item.type}-${item.id}`;
}
