import type { ClientAppointmentView, ClientListItem, ClientRequestView } from '@atelier/contracts';
import { ERASED, type Db, type EventStore } from '@atelier/event-store';
import { requestsOfClients, type ClientRequestRow } from '../client-requests/queries.ts';
import { revealRows } from '../reveal-rows.ts';

/** What the queries need: the read models, and the key holder to open personal data. */
export type ClientsReader = Pick<EventStore, 'revealPii'> & { db: Db };

const field = (personal: Record<string, unknown> | null, name: string): string => (personal === null ? ERASED : String(personal[name] ?? ''));

/**
 * The clients with their contact details from their newest request that is not erased (one
 * box opened per client); a client all of whose requests are erased reads ERASED.
 */
async function summaries(reader: ClientsReader, rows: readonly ClientRequestRow[]): Promise<ClientListItem[]> {
  const byClient = new Map<string, ClientRequestRow[]>();
  for (const row of rows) byClient.set(row.client_id, [...(byClient.get(row.client_id) ?? []), row]);
  const contacts = [...byClient.values()].map((requests) => requests.find((r) => !r.erased) ?? { ...requests[0]!, personal: null });
  return revealRows(reader, contacts, (row, personal) => {
    const requests = byClient.get(row.client_id)!;
    return {
      id: row.client_id,
      fullName: field(personal, 'fullName'),
      email: field(personal, 'email'),
      phone: field(personal, 'phone'),
      requests: requests.length,
      lastRequestAt: requests[0]!.created_at,
      erased: requests.every((r) => r.erased),
    };
  });
}

const folded = (text: string): string => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
const digits = (text: string): string => text.replace(/\D/g, '');

/** Whether a client matches a search: her name or email contains it (accents and case aside), or her phone its digits. */
export function clientMatches(client: Pick<ClientListItem, 'fullName' | 'email' | 'phone'>, q: string): boolean {
  const wanted = folded(q.trim());
  if (wanted === '') return true;
  if (folded(client.fullName).includes(wanted) || folded(client.email).includes(wanted)) return true;
  const wantedDigits = digits(q);
  return wantedDigits.length >= 3 && digits(client.phone).includes(wantedDigits);
}

/** The clients (merged ones left out), newest request first; `q` searches name, email and phone. */
export async function listClients(reader: ClientsReader, q = ''): Promise<ClientListItem[]> {
  const all = await summaries(reader, await requestsOfClients(reader.db));
  return all.filter((client) => clientMatches(client, q)).sort((a, b) => (a.lastRequestAt < b.lastRequestAt ? 1 : a.lastRequestAt > b.lastRequestAt ? -1 : 0));
}

/** A client that exists and was not merged away: her contact summary, her requests, and her stream's version. */
export async function findClient(reader: ClientsReader, clientId: string): Promise<{ summary: ClientListItem; requests: ClientRequestView[]; version: number; erased: boolean } | null> {
  const client = await reader.db.selectFrom('rm_clients').selectAll().where('client_id', '=', clientId).executeTakeFirst();
  if (!client || client.owner !== clientId) return null;
  const rows = await requestsOfClients(reader.db, clientId);
  const [summary] = await summaries(reader, rows);
  if (!summary) return null;
  const requests = rows.map((row) => ({
    type: row.request_type,
    id: row.request_id,
    key: `${row.request_type}-${row.request_id}`,
    status: row.status,
    occasion: row.occasion,
    occasionDate: row.occasion_date,
    createdAt: row.created_at,
    erased: row.erased,
  }));
  return { summary, requests, version: client.stream_version, erased: client.erased };
}

/** Every client stream whose data is hers now: her own, and those merged into her. */
export async function clientStreamsOf(db: Db, clientId: string): Promise<string[]> {
  const rows = await db.selectFrom('rm_clients').select('stream_id').where('owner', '=', clientId).orderBy('client_id').execute();
  return rows.map((row) => row.stream_id);
}

/** The appointments linked to her requests, cancelled ones too, by day. Nothing sealed is read. */
export async function appointmentsOf(db: Db, requests: readonly Pick<ClientRequestView, 'type' | 'id'>[]): Promise<ClientAppointmentView[]> {
  if (requests.length === 0) return [];
  const rows = await db
    .selectFrom('rm_calendar_events')
    .select(['calendar_event_id', 'date', 'milestone', 'deleted', 'request_type', 'request_id'])
    .where((eb) => eb.or(requests.map((r) => eb.and([eb('request_type', '=', r.type), eb('request_id', '=', r.id)]))))
    .orderBy('date')
    .orderBy('calendar_event_id')
    .execute();
  return rows.map((row) => ({ id: row.calendar_event_id, date: row.date, milestone: row.milestone, requestKey: `${row.request_type}-${row.request_id}`, cancelled: row.deleted }));
}
