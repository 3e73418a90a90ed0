/**
 * What the designer types as an amount of euros, as integer cents (money is cents everywhere,
 * docs/product.md#commissions): `1.250,50`, `1,250.50`, `1250,5`, `1250` and `1.250 €` all
 * read as 125050 or 125000. A separator followed by exactly three digits groups thousands; one
 * followed by one or two digits at the end is the decimal point, in either language's way.
 * Null for anything else (letters, a negative, three decimals), so the form can say so.
 */
export function centsFromEuros(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0€]/g, '');
  const match = /^(\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1]!.replace(/[.,]/g, ''));
  const fraction = Number((match[2] ?? '0').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the field shows them for editing again: `1250,50` (es) or `1250.50` (en), no grouping. */
export function eurosForInput(cents: number, lang: 'es' | 'en'): string {
  const text = (cents / 100).toFixed(2);
  return lang === 'es' ? text.replace('.', ',') : text;
}
