// Error messages end up in logs, so they must never echo secrets back.
const SECRET_VARIABLES = new Set(['SESSION_SECRET', 'S3_SECRET_KEY', 'S3_ACCESS_KEY', 'PII_MASTER_KEY', 'PII_MASTER_KEY_PREVIOUS']);

/** Renders the offending value for an error message, hiding secrets and URL passwords. */
export function describeValue(variable: string, value: unknown): string {
  if (typeof value !== 'string') return String(value);
  if (SECRET_VARIABLES.has(variable)) return `${value.length} characters`;
  return JSON.stringify(value.replace(/\/\/[^/@\s]*@/, '//***@'));
}
