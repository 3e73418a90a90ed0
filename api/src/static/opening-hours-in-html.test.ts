import { DEFAULT_OPENING_HOURS, type OpeningHours } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { fillOpeningHours } from './opening-hours-in-html.ts';

const DEFAULT_ROWS_ES =
  '<div><dt>Lunes a viernes</dt><dd><span>10:00 – 18:00</span></dd></div><div><dt>Sábado</dt><dd><span>10:00 – 16:00</span></dd></div><div><dt>Domingo</dt><dd><span>Cerrado</span></dd></div>';

/** A page as the site's footer draws it, with the default week. */
const page = (lang: string, rows = DEFAULT_ROWS_ES, appointment = 'Solo con cita previa') =>
  `<html lang="${lang}"><body><footer><dl data-setting="openingHours" class="hours [&>div]:flex">${rows}</dl><p data-setting="byAppointmentOnly" class="note">${appointment}</p></footer></body></html>`;

const week: OpeningHours = {
  days: {
    ...DEFAULT_OPENING_HOURS.days,
    saturday: [
      { opens: '09:30', closes: '14:00' },
      { opens: '17:00', closes: '20:00' },
    ],
    sunday: [],
  },
  byAppointmentOnly: false,
};

describe('fillOpeningHours', () => {
  it('leaves the footer as the site draws it when the week is the default', () => {
    expect(fillOpeningHours(page('es'), DEFAULT_OPENING_HOURS)).toBe(page('es'));
  });

  it('writes the owner’s week in the page’s language, and hides the appointment line when visits need none', () => {
    const spanish = fillOpeningHours(page('es'), week);
    expect(spanish).toContain('<dl data-setting="openingHours" class="hours [&>div]:flex"><div><dt>Lunes a viernes</dt><dd><span>10:00 – 18:00</span></dd></div>');
    expect(spanish).toContain('<div><dt>Sábado</dt><dd><span>9:30 – 14:00</span><span>17:00 – 20:00</span></dd></div><div><dt>Domingo</dt><dd><span>Cerrado</span></dd></div></dl>');
    expect(spanish).toContain('<p data-setting="byAppointmentOnly" class="note" hidden></p>');

    const english = fillOpeningHours(page('en'), week);
    expect(english).toContain('<div><dt>Monday – Friday</dt><dd><span>10AM – 6PM</span></dd></div><div><dt>Saturday</dt><dd><span>9:30AM – 2PM</span><span>5PM – 8PM</span></dd></div>');
    expect(english).not.toContain('Lunes');
  });

  it('shows the appointment line again, in the page’s language, once visits need one', () => {
    const hidden = fillOpeningHours(page('en'), week);
    expect(fillOpeningHours(hidden, DEFAULT_OPENING_HOURS)).toContain('<p data-setting="byAppointmentOnly" class="note">By appointment only</p>');
  });

  it('touches nothing on a page without the marks, and reads a page without a language as Spanish', () => {
    const other = '<html lang="en"><body><dl class="x"><dt>a</dt><dd>b</dd></dl></body></html>';
    expect(fillOpeningHours(other, week)).toBe(other);
    expect(fillOpeningHours(page('').replace(' lang=""', ''), week)).toContain('<dt>Domingo</dt>');
  });
});
