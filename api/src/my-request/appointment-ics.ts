import { MILESTONE_LABELS, type Lang, type Milestone } from '@atelier/contracts';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

const CALENDAR_NAME: Record<Lang, string> = { es: 'Atelier: tu cita', en: 'Atelier: your appointment' };
const WITH_ATELIER: Record<Lang, string> = { es: 'en el atelier', en: 'at the atelier' };

/**
 * Her calendar file of one appointment: an all-day entry (appointments are whole days, so it
 * carries a date and no time zone) named by its milestone. Its UID is the calendar event's,
 * as in the designer's feed (ADR 024), so adding it again updates the same entry instead of
 * making another. Nothing internal: no notes, no staff (docs/product.md#the-clients-page).
 */
export function appointmentIcs(appointment: { id: number; date: string; milestone: Milestone; cancelled: boolean }, lang: Lang, host: string): string {
  const calendar = ical({ name: CALENDAR_NAME[lang], method: ICalCalendarMethod.PUBLISH, prodId: { company: 'Atelier', product: 'my-request', language: lang.toUpperCase() } });
  calendar.createEvent({
    id: `calendar-event-${appointment.id}@${host}`,
    allDay: true,
    start: new Date(`${appointment.date}T00:00:00.000Z`),
    summary: `${MILESTONE_LABELS[appointment.milestone][lang]} · Atelier`,
    description: `${MILESTONE_LABELS[appointment.milestone][lang]} ${WITH_ATELIER[lang]}`,
    status: appointment.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
