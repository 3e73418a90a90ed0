import type { MyMeasurements } from '@atelier/contracts';
import { clientOfRequest, measurementHistory, type MeasurementsReader } from '@atelier/projections';
import type { ClientRequest } from '../context.ts';

/**
 * Her newest set, hers (pending until the atelier checks it) or the atelier's, for her page:
 * the day and the values only, never the atelier's note on it (docs/product.md#the-clients-page).
 */
export async function herMeasurements(reader: MeasurementsReader, request: ClientRequest): Promise<MyMeasurements> {
  const clientId = await clientOfRequest(reader.db, `${request.type}-${request.id}`);
  const newest = clientId ? (await measurementHistory(reader, clientId))[0] : undefined;
  return { last: newest && Object.keys(newest.values).length > 0 ? { takenAt: newest.takenAt, values: newest.values, pending: newest.pending } : null };
}
