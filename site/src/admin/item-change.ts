import { ApiCallError, apiFetch, type ApiInit } from '../lib/api.ts';
import { T } from './text.ts';

/**
 * A change refused because the item changed since the admin was shown it (409, ADR 029):
 * `serverMessage` is the admin's own words for it, which the screens' refusal toasts show.
 */
export class StaleEditError extends ApiCallError {
  constructor() {
    super(409, `409: ${T.staleEdit.description}`, { code: 'concurrent_change', message: T.staleEdit.description });
    this.name = 'StaleEditError';
  }
}

/** How a change to a shown item went: made, refused (the screen says why), or stale (someone else changed it first). */
export type ChangeOutcome = 'done' | 'refused' | 'stale';

export const outcomeOf = (error: unknown): Exclude<ChangeOutcome, 'done'> => (error instanceof StaleEditError ? 'stale' : 'refused');

/**
 * The API's answer for an item changed since the version sent. Other refusals (a public
 * collection's rename is `change_not_allowed`) keep their own message.
 */
const changedElsewhere = (error: unknown): boolean => error instanceof ApiCallError && error.code === 'concurrent_change';

/**
 * PATCH or DELETE one item of a list as the admin was shown it: `If-Match` carries the version
 * the list showed, so an item someone else changed meanwhile is refused (409) rather than
 * overwritten, and the refusal is a StaleEditError. Every screen's edits and deletes go through here.
 */
export async function changeShownItem<Answer = unknown>(path: string, version: number, init: ApiInit): Promise<Answer> {
  try {
    return await apiFetch<Answer>(path, { ...init, headers: { ...init.headers, 'If-Match': `"${version}"` } });
  } catch (error) {
    throw changedElsewhere(error) ? new StaleEditError() : error;
  }
}
