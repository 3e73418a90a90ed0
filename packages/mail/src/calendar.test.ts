import { afterEach, describe, expect, it } from 'vitest';
import { renderMail, type Brand, type MailContent } from './index.ts';

const brand: Brand = { siteName: 'Atelier', origin: 'https://atelier.example' };

const appointment = (change: 'scheduled' | 'rescheduled' | 'cancelled', sequence = 0): MailContent => ({
  template: 'appointment',
  change,
  fullName: 'Ana Ruiz',
  milestone: 'Final Fitting',
  date: '2027-10-31',
  calendar: { uid: 'calendar-event-9@atelier.example', sequence, stamp: '2027-10-01T22:30:00.000Z' },
  link: 'https://atelier.example/solicitud/abc',
});

async function invitation(content: MailContent, lang: 'es' | 'en' = 'es', withBrand: Brand = brand) {
  const mail = await renderMail(content, lang, withBrand);
  if (!mail.calendar) throw new Error('no calendar part');
  return mail.calendar;
}

/** The unfolded lines of an iCalendar text. */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('the appointment invitation', () => {
  it('is a REQUEST for one all-day event, by UID and SEQUENCE, in a calendar carrying Europe/Madrid', async () => {
    const calendar = await invitation(appointment('scheduled', 0));
    expect(calendar.method).toBe('REQUEST');
    const ics = lines(calendar.content);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('UID:calendar-event-9@atelier.example');
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('DTSTART;VALUE=DATE:20271031');
    expect(ics).toContain('DTEND;VALUE=DATE:20271101');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('SUMMARY:Prueba final · Atelier');
    // A real VTIMEZONE, with its daylight and standard rules, before the event.
    const zone = ics.slice(ics.indexOf('BEGIN:VTIMEZONE'), ics.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toContain('TZID:Europe/Madrid');
    expect(zone).toContain('BEGIN:DAYLIGHT');
    expect(zone).toContain('BEGIN:STANDARD');
    expect(ics.indexOf('END:VTIMEZONE')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
    expect(calendar.content).toMatch(/\r\n$/);
  });

  it('writes DTSTAMP in UTC from the content, not the clock', async () => {
    const ics = lines((await invitation(appointment('scheduled'))).content);
    expect(ics).toContain('DTSTAMP:20271001T223000Z');
  });

  it('carries a change as a REQUEST with the sequence it is given', async () => {
    const calendar = await invitation(appointment('rescheduled', 4));
    expect(calendar.method).toBe('REQUEST');
    expect(lines(calendar.content)).toContain('SEQUENCE:4');
  });

  it('is a CANCEL with STATUS:CANCELLED when the appointment is called off', async () => {
    const calendar = await invitation(appointment('cancelled', 5));
    expect(calendar.method).toBe('CANCEL');
    const ics = lines(calendar.content);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('UID:calendar-event-9@atelier.example');
    expect(ics).toContain('SEQUENCE:5');
    expect(ics).not.toContain('METHOD:REQUEST');
  });

  it('names the milestone in her language', async () => {
    expect(lines((await invitation(appointment('scheduled'), 'en')).content)).toContain('SUMMARY:Final Fitting · Atelier');
  });

  it('names the atelier as ORGANIZER only when its address is known', async () => {
    expect((await invitation(appointment('scheduled'))).content).not.toContain('ORGANIZER');
    const ics = lines((await invitation(appointment('scheduled'), 'es', { ...brand, organizerEmail: 'hola@atelier.example' })).content);
    expect(ics).toContain('ORGANIZER;CN="Atelier":mailto:hola@atelier.example');
  });
});

describe('the invitation and the machine’s time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('is the same bytes whatever zone the machine is in', async () => {
    process.env.TZ = 'UTC';
    const utc = await renderMail(appointment('scheduled'), 'es', brand);
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles']) {
      process.env.TZ = zone;
      // The process really is in that zone now, far from UTC.
      expect(Math.abs(new Date('2027-10-31T00:00:00Z').getTimezoneOffset())).toBeGreaterThanOrEqual(7 * 60);
      const there = await renderMail(appointment('scheduled'), 'es', brand);
      expect(there.calendar?.content).toBe(utc.calendar?.content);
      expect(there.html).toBe(utc.html);
      expect(there.text).toBe(utc.text);
    }
  });
});
