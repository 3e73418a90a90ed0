/**
 * The one spelling of a numeric id (a request's, a calendar event's, an image's, a stream's
 * version): canonical decimal, no sign, no leading zero, at most 16 digits. Sixteen digits
 * reach past 2^53, so a reader also checks `Number.isSafeInteger` (api/src/input/path-params.ts).
 * Source text, to be placed inside a pattern: `new RegExp(`^${NUMERIC_ID}$`)`.
 */
export const NUMERIC_ID = '[1-9][0-9]{0,15}';
