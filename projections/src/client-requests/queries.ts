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

/** A client's request: whose it is now, and the request's own row (its sealed contact details, status and occasion). */
export interface ClientRequestRow {
  client_id: string;
  stream_id: string;
  request_type: 'dress' | 'concept';
  request_id: number;
  personal: null | { fields: string[]; sealed: string };
  created_at: string;
  erased: boolean;
  status: 'pending' | 'approved' | 'denied';
  occasion: string | null;
  occasion_date: string | null;
}

/**
 * Every request of the clients asked for (all when `clientId` is absent), newest first. A
 * client merged away holds none: hers are the kept client's.
 */
export async function requestsOfClients(db: Db, clientId?: string): Promise<ClientRequestRow[]> {
  let query = db
    .selectFrom('rm_client_requests as cr')
    .innerJoin('rm_requests as r', (join) => join.onRef('r.request_type', '=', 'cr.request_type').onRef('r.request_id', '=', 'cr.request_id'))
    .innerJoin('rm_clients as c', 'c.client_id', 'cr.client_id')
    .select(['cr.client_id', 'r.stream_id', 'r.request_type', 'r.request_id', 'r.personal', 'r.created_at', 'r.erased', 'r.status', 'r.occasion', 'r.occasion_date'])
    .where('c.owner', '=', (eb) => eb.ref('c.client_id'));
  if (clientId !== undefined) query = query.where('cr.client_id', '=', clientId);
  return (await query.orderBy('r.created_at', 'desc').orderBy('r.request_id', 'desc').execute()) as ClientRequestRow[];
}
