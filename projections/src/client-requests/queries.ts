import type { Db } from '@atelier/event-store';

/** The client each request belongs to now, by request key (`dress-12` → `dress-12`, `concept-3` → `dress-12` once merged). */
export async function clientIdsOfRequests(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('rm_client_requests').select(['request_key', 'client_id']).execute();
  return new Map(rows.map((row) => [row.request_key, row.client_id]));
}

/** The client a request belongs to now, or null when it is not attached (yet, or because it was erased first). */
export async function clientOfRequest(db: Db, requestKey: string): Promise<string | null> {
  const row = await db.selectFrom('rm_client_requests').select('client_id').where('request_key', '=', requestKey).executeTakeFirst();
  return row?.client_id ?? null;
}
