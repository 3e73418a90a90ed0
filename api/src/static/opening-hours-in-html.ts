import { DEFAULT_LANG, appointmentLine, openingHoursLines, toLang, type Lang, type OpeningHours } from '@atelier/contracts';
import { escapeHtml } from './escape-html.ts';

/** Attributes up to the tag's end: a quoted value may hold a `>` (Tailwind's `[&>div]:…` classes do). */
const ATTRIBUTES = '(?:[^>"]|"[^"]*")*';

/** The list the site marks as holding the opening hours: `<dl data-setting="openingHours">` (a dl holds no other dl). */
const MARKED_HOURS = new RegExp(`<dl(\\s${ATTRIBUTES}?)?\\sdata-setting="openingHours"(${ATTRIBUTES})>[\\s\\S]*?</dl>`, 'g');

/** The line the site marks as saying visits need an appointment: its text, and whether it shows. */
const MARKED_APPOINTMENT = new RegExp(`<p(\\s${ATTRIBUTES}?)?\\sdata-setting="byAppointmentOnly"(${ATTRIBUTES})>[^<]*</p>`, 'g');

const PAGE_LANG = /<html\s[^>]*?\blang="([^"]*)"/;

/**
 * One `<div><dt>days</dt><dd><span>range</span>…</dd></div>` per line: the markup the site's
 * footer draws for the default week, which its list's classes style.
 */
function rowsOf(hours: OpeningHours, lang: Lang): string {
  return openingHoursLines(hours, lang)
    .map((line) => `<div><dt>${escapeHtml(line.days)}</dt><dd>${line.hours.map((range) => `<span>${escapeHtml(range)}</span>`).join('')}</dd></div>`)
    .join('');
}

/**
 * Puts the owner's opening hours into a page, in the page's language (its `<html lang>`):
 * the marked list's rows, and the appointment line's words, hidden when visits need none.
 */
export function fillOpeningHours(html: string, hours: OpeningHours): string {
  const lang = toLang(PAGE_LANG.exec(html)?.[1]) ?? DEFAULT_LANG;
  const appointment = appointmentLine(hours, lang);
  return html
    .replace(MARKED_HOURS, (_match, before = '', after: string) => `<dl${before} data-setting="openingHours"${after}>${rowsOf(hours, lang)}</dl>`)
    .replace(MARKED_APPOINTMENT, (_match, before = '', after: string) => {
      const attributes = `${before} data-setting="byAppointmentOnly"${after}`.replace(/\shidden(="[^"]*")?/, '');
      return appointment === null ? `<p${attributes} hidden></p>` : `<p${attributes}>${escapeHtml(appointment)}</p>`;
    });
}
