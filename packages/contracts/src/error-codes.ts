/**
 * Every error answer names what went wrong with one of these codes, and is sent with the
 * status beside it: the server takes the status from here, so the two never disagree, and
 * clients decide on the code, never on the message (docs/decisions/034-error-codes.md).
 * A code is what a program acts on, not one per sentence: the message says the rest.
 */
export const ERROR_STATUS = {
  /** A field (or the images) failed the form's rules; `issues` names each field. */
  validation_failed: 400,
  /** The request itself is unusable: bad JSON, an unreadable form, a bad header or path id. */
  malformed_request: 400,
  /** Sign in first (also: registration is closed to visitors). */
  not_signed_in: 401,
  /** The username and password do not match an account. */
  invalid_credentials: 401,
  /** Signed in, but not allowed: not an admin, or a request from another site. */
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  /** Someone else changed the item since it was read (If-Match, or a simultaneous write): reload and retry. */
  concurrent_change: 409,
  /** The current state refuses the change: a decided request, a protected category, one's own account. */
  change_not_allowed: 409,
  /** The name is taken (a category, a username). */
  already_exists: 409,
  /** The request's client data was erased: it can no longer be scheduled. */
  request_erased: 409,
  too_large: 413,
  /** The path is longer than any the site has (a segment over 255, or over 2048 characters). */
  uri_too_long: 414,
  /** A file is not an image this site takes. */
  not_an_image: 415,
  /** The body is not of the content type the endpoint reads (JSON, or a form). */
  unsupported_content_type: 415,
  /** The Idempotency-Key was used before with different data (docs/product.md#forms: 422, not 409). */
  idempotency_key_reused: 422,
  /** The change needs `If-Match` with the version it was read at, and none was sent (a commission's stage move; a fitting record that exists, ADR 054). */
  precondition_required: 428,
  /** Too many attempts in a window; `Retry-After` says when to try again. */
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  /** The server cannot serve now (its database or queue does not answer). */
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];
