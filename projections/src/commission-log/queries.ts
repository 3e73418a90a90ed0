import { PII_KEY, type SealedPii } from '@atelier/event-store';
import { revealRows } from '../reveal-rows.ts';
import type { CommissionsReader } from '../commissions/queries.ts';

/** One event of a commission, its data whole again (the sealed words opened; absent once erased). */
export interface CommissionLogEntry {
  version: number;
  type: string;
  data: Record<string, unknown>;
  /** A user id, or `anonymous` (the client, from her page). */
  actor: string;
}

/** A commission's events in their order, the staff's sealed words opened with the stream's key. */
export async function commissionLog(reader: CommissionsReader, streamId: string): Promise<CommissionLogEntry[]> {
  const rows = await reader.db.selectFrom('rm_commission_log').selectAll().where('stream_id', '=', streamId).orderBy('stream_version').execute();
  const sealed = rows.map((row) => ({ stream_id: row.stream_id, personal: (row.data[PII_KEY] as SealedPii | undefined) ?? null, row }));
  return revealRows(reader, sealed, ({ row }, personal) => {
    const { [PII_KEY]: _box, ...data } = row.data;
    return { version: row.stream_version, type: row.type, data: { ...data, ...personal }, actor: row.actor };
  });
}
