import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Lang } from '@atelier/contracts';
import type { Brand, MailContent } from './content.ts';

type Appointment = Extract<MailContent, { template: 'appointment' }>;

/**
 * The appointment as an iCalendar invitation: one all-day event whose UID stays the same for
 * the calendar event's whole life, its SEQUENCE rising with each change, METHOD:CANCEL when it
 * is cancelled, so her calendar moves or removes the one entry. An all-day event carries a
 * DATE, no time, so it needs no time zone.
 */
export function appointmentIcs(content: Appointment, lang: Lang, brand: Brand, summary: string): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const cancelled = content.change === 'cancelled';
  const calendar = ical({
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    prodId: { company: brand.siteName, product: 'mail', language: lang.toUpperCase() },
  });
  calendar.createEvent({
    id: content.calendar.uid,
    sequence: content.calendar.sequence,
    stamp: new Date(content.calendar.stamp),
    start: new Date(`${content.date}T00:00:00.000Z`),
    allDay: true,
    summary,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    url: content.link,
    ...(brand.organizerEmail ? { organizer: { name: brand.siteName, email: brand.organizerEmail } } : {}),
  });
  return { method: cancelled ? 'CANCEL' : 'REQUEST', content: calendar.toString() };
}
