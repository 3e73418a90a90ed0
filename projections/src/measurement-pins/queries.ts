import type { Db } from '@atelier/event-store';

/** A commission's pin: the set it is made to, and when that was decided. */
export interface MeasurementPin {
  commission_id: string;
  set_id: string;
  pinned_at: string;
}

/** The pin of one commission, or null when it pins no set. */
export async function pinOf(db: Db, commissionId: string): Promise<MeasurementPin | null> {
  return (await db.selectFrom('rm_measurement_pins').selectAll().where('commission_id', '=', commissionId).executeTakeFirst()) ?? null;
}

/** The pins of a client's commissions (her requests' keys), by commission. */
export async function pinsOf(db: Db, commissionIds: readonly string[]): Promise<MeasurementPin[]> {
  if (commissionIds.length === 0) return [];
  return db.selectFrom('rm_measurement_pins').selectAll().where('commission_id', 'in', commissionIds).orderBy('commission_id').execute();
}
