import { MILESTONE_LABELS, occasionLabel, type CalendarEvent, type Lang } from '@atelier/contracts';
import ical, { ICalCalendarMethod } from 'ical-generator';

const FEED_NAME: Record<Lang, string> = { es: 'Atelier: citas y pruebas', en: 'Atelier: appointments and fittings' };

/** A yyyy-MM-dd day as the midnight that starts it in UTC: an all-day event carries only its date. */
const dayStart = (date: string): Date => new Date(`${date}T00:00:00.000Z`);

/**
 * The calendar as an iCalendar feed the designer's phone subscribes to: one all-day entry per
 * event, named by milestone and client. It carries what the calendar shows, never a client's
 * email or phone (docs/product.md#beyond-the-first-specification, "Calendar feed"; ADR 024).
 */
export function icsFeed(events: readonly CalendarEvent[], lang: Lang, host: string): string {
  const calendar = ical({ name: FEED_NAME[lang], method: ICalCalendarMethod.PUBLISH, prodId: { company: 'Atelier', product: 'calendar', language: lang.toUpperCase() } });
  for (const event of events) {
    const details = [occasionLabel(event.eventType, lang), event.notes].filter((line): line is string => line !== null && line !== '');
    calendar.createEvent({
      id: `calendar-event-${event.id}@${host}`,
      allDay: true,
      start: dayStart(event.date),
      summary: `${MILESTONE_LABELS[event.milestone][lang]} · ${event.clientName}`,
      description: details.join('\n'),
    });
  }
  return calendar.toString();
}
