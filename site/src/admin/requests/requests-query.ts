import type { RequestHistoryEntry, RequestListItem, RequestThread, RequestType } from '@atelier/contracts';
import { createQuery, queryFor, type Query } from '../query.ts';

/** GET /api/requests: every dress order and concept, newest first. */
export const requestsQuery = createQuery<RequestListItem[]>('/api/requests');

/** GET /api/requests/{type}/{id}/history: one request's timeline. */
export function historyQuery(type: RequestType, id: number): Query<RequestHistoryEntry[]> {
  return queryFor<RequestHistoryEntry[]>(`/api/requests/${type}/${id}/history`);
}

/** GET /api/requests/{type}/{id}/messages: one request's thread, oldest first. */
export function threadQuery(type: RequestType, id: number): Query<RequestThread> {
  return queryFor<RequestThread>(`/api/requests/${type}/${id}/messages`);
}
