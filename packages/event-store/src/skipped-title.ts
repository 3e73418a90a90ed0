/**
 * The title of a suite skipped for a missing service, written by describeNeeding and read
 * back by the run's summary (scripts/vitest/skipped-summary.ts). No imports: the reporter
 * loads it in Vitest's main process.
 */
const SKIPPED_NEEDING = ' (skipped, needs ';

/** `<name> (skipped, needs <what>: <missing; …>)`. */
export function skippedTitle(name: string, what: string, missing: string[]): string {
  return `${name}${SKIPPED_NEEDING}${what}: ${missing.join('; ')})`;
}

/** What a skipped suite's title says it needs and why it is missing, or null for any other title. */
export function parseSkippedTitle(title: string): { name: string; what: string; missing: string } | null {
  const at = title.indexOf(SKIPPED_NEEDING);
  if (at < 0 || !title.endsWith(')')) return null;
  const rest = title.slice(at + SKIPPED_NEEDING.length, -1);
  const colon = rest.indexOf(': ');
  if (colon < 0) return null;
  return { name: title.slice(0, at), what: rest.slice(0, colon), missing: rest.slice(colon + 2) };
}
