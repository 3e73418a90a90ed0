import type { Lang } from './i18n.ts';

/**
 * Money is integer euro cents everywhere (docs/product.md#commissions); this is the one place
 * it becomes text, for the server's mails and the site's screens alike.
 *
 * `Intl.NumberFormat` with `useGrouping: 'always'` writes the atelier's form in both languages
 * (ADR 060): `1.250,00 €` with the CLDR's no-break space (U+00A0) before the euro sign, so the
 * sign never wraps onto a line of its own, and `€1,250.00`. Without `'always'` Spanish CLDR would
 * leave four-digit amounts ungrouped ("1250,00 €").
 */
// Marked pure, so a bundle that imports contracts without formatting money leaves them out.
const FORMATS: Record<Lang, Intl.NumberFormat> = {
  es: /* @__PURE__ */ new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' }),
  en: /* @__PURE__ */ new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', useGrouping: 'always' }),
};

/** `1.250,00 €` (es) and `€1,250.00` (en); a negative amount reads `-1.250,00 €` / `-€1,250.00`. */
export function formatMoney(cents: number, lang: Lang): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money is whole cents, not ${cents}`);
  return FORMATS[lang].format(cents / 100);
}

/**
 * The deposit of a quote: total × percent / 100, rounded to the nearest cent, half a cent up
 * (Math.round on a non-negative amount). 50 % of 1.250,01 € is 625,01 € (62500.5 cents up).
 */
export function depositCents(totalCents: number, depositPercent: number): number {
  return Math.round((totalCents * depositPercent) / 100);
}
