import type { CommissionMeasurementsView, MeasurementSetView, MeasurementValues } from '@atelier/contracts';
import { measurementDrift as driftBetween } from '@atelier/domain';
import type { Db, EventStore } from '@atelier/event-store';
import { pinOf } from '../measurement-pins/queries.ts';
import { revealRows } from '../reveal-rows.ts';

/** What the queries need: the read models, and the key holder to open her values. */
export type MeasurementsReader = Pick<EventStore, 'revealPii'> & { db: Db };

const valuesOf = (personal: Record<string, unknown> | null): MeasurementValues => {
  const values = personal?.values;
  return typeof values === 'object' && values !== null ? (values as MeasurementValues) : {};
};

/**
 * A client's sets, newest first (by the day taken, then the order recorded), each opened with
 * the key of the stream it was recorded on. The newest settled set that is not erased is
 * current: a client's own set waits for the designer before the atelier works to it.
 */
export async function measurementHistory(reader: MeasurementsReader, clientId: string): Promise<MeasurementSetView[]> {
  const rows = await reader.db
    .selectFrom('rm_client_measurements')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('taken_at', 'desc')
    .orderBy('position', 'desc')
    .execute();
  const current = rows.find((row) => row.settled && !row.erased)?.set_id ?? null;
  return revealRows(reader, rows, (row, personal) => ({
    id: row.set_id,
    takenAt: row.taken_at,
    takenBy: row.taken_by,
    pending: !row.settled,
    values: row.erased ? {} : valuesOf(personal),
    note: row.erased || typeof personal?.note !== 'string' ? null : personal.note,
    recordedAt: row.recorded_at,
    current: row.set_id === current,
  }));
}

/** The client a set belongs to now (moved by merges), or null for a set never recorded. */
async function clientOfSet(db: Db, setId: string): Promise<string | null> {
  const row = await db.selectFrom('rm_client_measurements').select('client_id').where('set_id', '=', setId).executeTakeFirst();
  return row?.client_id ?? null;
}

/**
 * The set a commission is made to, and every measurement of the client's current set more
 * than 2 cm away from it (the domain's rule); null when the commission pins no set.
 */
export async function measurementDrift(reader: MeasurementsReader, commissionId: string): Promise<CommissionMeasurementsView | null> {
  const pin = await pinOf(reader.db, commissionId);
  const clientId = pin ? await clientOfSet(reader.db, pin.set_id) : null;
  if (!pin || clientId === null) return null;
  const history = await measurementHistory(reader, clientId);
  return driftOf(commissionId, pin, history);
}

/** The drift of one pin against a history already read (a client's page shows every pin of hers). */
export function driftOf(commissionId: string, pin: { set_id: string; pinned_at: string }, history: readonly MeasurementSetView[]): CommissionMeasurementsView {
  const pinned = history.find((set) => set.id === pin.set_id);
  const current = history.find((set) => set.current) ?? null;
  const drift = pinned && current && current.id !== pinned.id ? driftBetween(pinned.values, current.values) : [];
  return { commissionId, setId: pin.set_id, pinnedTakenAt: pinned?.takenAt ?? null, pinnedAt: pin.pinned_at, currentSetId: current?.id ?? null, drift };
}
