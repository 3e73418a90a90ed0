const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a yyyy-MM-dd string naming a day that exists (rejects 2025-02-30, which a regex alone allows). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Only http(s) links: the admin clicks these, so `javascript:` or `data:` URLs,
 * which the URL parser happily accepts, must never get in.
 */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'https:' || protocol === 'http:') && hostname !== '';
}

/** A `tel:` link for a phone number as people write it: the digits and a leading +, the rest is layout. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
