import { milestoneLabel } from '@atelier/contracts';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { ATELIER_TIME_ZONE, atelierMidnight, icalUtcStamp, instant } from '@atelier/contracts/dates';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Brand, MailContent, MailLang, RenderedMail } from './types.ts';

type Appointment = Extract<MailContent, { template: 'appointment' }>;

/** The VTIMEZONE block of a zone, from the IANA data timezones-ical-library ships. */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
}

/**
 * The invitation an appointment mail carries (docs/decisions/044-mail-templates.md): one
 * all-day event on the appointment's day, METHOD:REQUEST when it is set or moved and
 * METHOD:CANCEL with STATUS:CANCELLED when it is called off, identified across changes by its
 * UID and SEQUENCE, in a calendar that carries the atelier's time zone. Everything in it comes
 * from the content, so the same content gives the same bytes.
 */
export function appointmentCalendar(content: Appointment, lang: MailLang, brand: Brand): NonNullable<RenderedMail['calendar']> {
  const cancel = content.change === 'cancelled';
  const calendar = ical({
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    prodId: { company: brand.siteName, product: 'mail', language: lang.toUpperCase() },
    timezone: { name: ATELIER_TIME_ZONE, generator: vtimezone },
  });
  calendar.createEvent({
    id: content.calendar.uid,
    sequence: content.calendar.sequence,
    stamp: instant(content.calendar.stamp),
    allDay: true,
    start: atelierMidnight(content.date),
    end: atelierMidnight(content.date, 1),
    summary: `${milestoneLabel(content.milestone, lang)} · ${brand.siteName}`,
    url: content.link,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: brand.organizerEmail ? { name: brand.siteName, email: brand.organizerEmail } : null,
  });
  // ical-generator writes DTSTAMP in the calendar's zone without a zone of its own, a floating
  // time; RFC 5545 wants it in UTC, so the one line is written again from the content's stamp.
  // And every content line ends in CRLF, the last one too, which ical-generator leaves bare.
  const text = `${calendar.toString().replace(/^DTSTAMP:.*$/m, `DTSTAMP:${icalUtcStamp(content.calendar.stamp)}`)}\r\n`;
  return { method: cancel ? 'CANCEL' : 'REQUEST', content: text };
}
