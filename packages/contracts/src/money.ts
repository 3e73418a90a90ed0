import type { Lang } from './i18n.ts';

/**
 * Money is integer euro cents everywhere (docs/product.md#commissions); this is the one place
 * it becomes text, for the server's mails and the site's screens alike.
 *
 * Written by hand rather than with `Intl.NumberFormat`: Spanish CLDR leaves four-digit amounts
 * ungrouped ("1250,00 €"), while the atelier writes `1.250,00 €`; and a hand-written format
 * reads the same in every Node and browser. The space before the euro sign is a no-break space
 * (U+00A0), so the sign never wraps onto a line of its own.
 */
export const NO_BREAK_SPACE = '\u00a0';

const group = (whole: string, separator: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** `1.250,00 €` (es) and `€1,250.00` (en); a negative amount reads `-1.250,00 €` / `-€1,250.00`. */
export function formatMoney(cents: number, lang: Lang): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money is whole cents, not ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const whole = String(Math.floor(absolute / 100));
  const fraction = String(absolute % 100).padStart(2, '0');
  return lang === 'es'
    ? `${sign}${group(whole, '.')},${fraction}${NO_BREAK_SPACE}€`
    : `${sign}€${group(whole, ',')}.${fraction}`;
}

/**
 * The deposit of a quote: total × percent / 100, rounded to the nearest cent, half a cent up
 * (Math.round on a non-negative amount). 50 % of 1.250,01 € is 625,01 € (62500.5 cents up).
 */
export function depositCents(totalCents: number, depositPercent: number): number {
  return Math.round((totalCents * depositPercent) / 100);
}
