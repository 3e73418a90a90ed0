import { DEFAULT_OPENING_HOURS, type OpeningHours } from '@atelier/contracts';
import type { Db } from '@atelier/event-store';
import { OPENING_HOURS_ROW } from './table.ts';

/** The week as the owner saved it, or the default week until she does. */
export async function getOpeningHours(db: Db): Promise<OpeningHours> {
  const row = await db.selectFrom('rm_opening_hours').select(['days', 'by_appointment_only']).where('id', '=', OPENING_HOURS_ROW).executeTakeFirst();
  return row ? { days: row.days, byAppointmentOnly: row.by_appointment_only } : DEFAULT_OPENING_HOURS;
}
