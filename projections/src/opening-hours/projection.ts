import { OPENING_HOURS_CHANGED, type OpeningHoursChangedData } from '@atelier/domain';
import { javascriptProjection } from '../javascript-projection.ts';
import { OPENING_HOURS_ROW, openingHoursTable } from './table.ts';

/** The opening hours in the footer (and for planning); the newest OpeningHoursChanged wins. */
export const openingHoursProjection = javascriptProjection({
  name: 'opening-hours',
  why: 'one week, curated by the owner (ADR 011)',
  table: openingHoursTable,
  handles: [OPENING_HOURS_CHANGED],
  fold(event) {
    const { days, byAppointmentOnly, at } = event.data as OpeningHoursChangedData;
    const week = { days: JSON.stringify(days), by_appointment_only: byAppointmentOnly, updated_at: at };
    return { insert: { id: OPENING_HOURS_ROW, ...week }, orUpdate: week };
  },
});
