// Error messages end up in logs, so they must never echo secrets back.
const SECRET_VARIABLES = new Set(['SESSION_SECRET', 'S3_SECRET_KEY', 'S3_ACCESS_KEY', 'PII_MASTER_KEY', 'PII_MASTER_KEY_PREVIOUS']);

/** Renders the offending value for an error message, hiding secrets and URL passwords. */
export function describeValue(variable: string, value: unknown): string {
  if (typeof value !== 'string') return String(value);
  if (SECRET_VARIABLES.has(variable)) return `${value.length} characters`;
  // The credentials of a URL, up to the last @ of its authority (a password may hold an @ of
  // its own), also when the // is missing (`smtp:user:password@host`).
  return JSON.stringify(value.replace(/^([a-z][a-z0-9+.-]*:)(\/\/)?[^/\s]*@/i, '$1$2***@'));
}
