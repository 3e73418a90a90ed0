import { COMMISSION_FABRIC_ADDED, COMMISSION_PAYMENT_RECORDED, type CommissionFabricAddedData, type CommissionPaymentRecordedData } from '@atelier/domain';
import { PII_KEY, type Db, type SealedPii } from '@atelier/event-store';
import { sql } from 'kysely';
import { revealRows } from '../reveal-rows.ts';
import type { CommissionsReader } from '../commissions/queries.ts';

/** One event of a commission, its data whole again (the sealed words opened; absent once erased). */
export interface CommissionLogEntry {
  version: number;
  type: string;
  data: Record<string, unknown>;
  /** A user id, or `anonymous` (the client, from her page). */
  actor: string;
  /** For a fabric chosen: the name of that option, from the row that added it. */
  fabricName: string | null;
}

const rowsOf = (db: Db, streamId: string, types?: readonly string[]) => {
  let query = db
    .selectFrom('rm_commission_log as l')
    .selectAll('l')
    .select(
      sql<string | null>`(SELECT a.data->>'name' FROM rm_commission_log a WHERE a.stream_id = l.stream_id AND a.type = ${COMMISSION_FABRIC_ADDED} AND a.data->'fabric' = l.data->'fabric')`.as('fabric_name'),
    )
    .where('l.stream_id', '=', streamId);
  if (types) query = query.where('l.type', 'in', types);
  return query.orderBy('l.stream_version').execute();
};

async function entries(reader: CommissionsReader, streamId: string, types?: readonly string[]): Promise<CommissionLogEntry[]> {
  const rows = await rowsOf(reader.db, streamId, types);
  const sealed = rows.map((row) => ({ stream_id: row.stream_id, personal: (row.data[PII_KEY] as SealedPii | undefined) ?? null, row }));
  return revealRows(reader, sealed, ({ row }, personal) => {
    const { [PII_KEY]: _box, ...data } = row.data;
    return { version: row.stream_version, type: row.type, data: { ...data, ...personal }, actor: row.actor, fabricName: row.fabric_name };
  });
}

/** A commission's history: its events in their order, the staff's sealed words opened with the stream's key. */
export const commissionHistory = (reader: CommissionsReader, streamId: string): Promise<CommissionLogEntry[]> => entries(reader, streamId);

/** Her payments, in the order they were recorded, each note opened (null once erased). */
export async function commissionPayments(reader: CommissionsReader, streamId: string): Promise<CommissionPaymentRecordedData[]> {
  const rows = await entries(reader, streamId, [COMMISSION_PAYMENT_RECORDED]);
  return rows.map(({ data }) => ({ ...(data as CommissionPaymentRecordedData), note: typeof data.note === 'string' ? data.note : null }));
}

/** The fabric options, in the order they were added (nothing in them is personal). */
export async function commissionFabrics(db: Db, streamId: string): Promise<CommissionFabricAddedData[]> {
  const rows = await rowsOf(db, streamId, [COMMISSION_FABRIC_ADDED]);
  return rows.map((row) => row.data as CommissionFabricAddedData);
}
