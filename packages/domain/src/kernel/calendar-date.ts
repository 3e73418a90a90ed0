const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a yyyy-MM-dd string naming a day that exists (2025-02-30 matches a pattern, but is no day). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
