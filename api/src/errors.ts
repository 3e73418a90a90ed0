import { ERROR_STATUS, message, type ApiError, type ApiIssue, type ErrorCode, type ErrorStatus, type Lang, type MessageKey } from '@atelier/contracts';

export type Issue = ApiIssue;

/** A catalog message, put in the request's language when the answer is written. */
export interface MessageRef {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** The body of an error answer; every error answer is shaped here (docs/decisions/034-error-codes.md). */
export const errorBody = (code: ErrorCode, text: string, issues?: Issue[]): ApiError => (issues ? { code, message: text, issues } : { code, message: text });

/**
 * An error that already knows its HTTP answer; mapped once in the error handler. Its code
 * decides the status (contracts' ERROR_STATUS), so the two cannot disagree. Its message is a
 * catalog key (answered in the request's language) or a text already in that language
 * (validation issues, which the schema wrote in the form's language).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    readonly text: string | MessageRef,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(typeof text === 'string' ? text : text.key);
    this.status = ERROR_STATUS[code];
  }

  bodyIn(lang: Lang): ApiError {
    return errorBody(this.code, typeof this.text === 'string' ? this.text : message(this.text.key, lang, this.text.params), this.issues);
  }
}

type Params = Record<string, string | number>;
const ref = (key: MessageKey, params?: Params): MessageRef => ({ key, params });

/** 400: the request itself cannot be used (bad JSON, an unreadable form, a malformed header or path id). */
export const badRequest = (key: MessageKey, params?: Params) => new HttpError('malformed_request', ref(key, params));
/** 400 naming every field: the first field's message leads. */
export const invalidInput = (issues: Issue[]) => new HttpError('validation_failed', issues[0]?.message ?? ref('invalidValue'), issues);
export const unauthorized = () => new HttpError('not_signed_in', ref('notSignedIn'));
export const invalidCredentials = () => new HttpError('invalid_credentials', ref('invalidCredentials'));
export const forbidden = (key: MessageKey = 'adminOnly') => new HttpError('forbidden', ref(key));
export const notFound = (key: MessageKey = 'notFound', params?: Params) => new HttpError('not_found', ref(key, params));
export const alreadyExists = (key: MessageKey, params?: Params) => new HttpError('already_exists', ref(key, params));
/** 428: the change needs `If-Match` (a commission's stage move, ADR 049; a fitting record that exists, ADR 054). */
export const preconditionRequired = () => new HttpError('precondition_required', ref('ifMatchRequired'));
export const requestErased = () => new HttpError('request_erased', ref('requestErased'));
export const payloadTooLarge = (key: MessageKey = 'bodyTooLarge', params?: Params) => new HttpError('too_large', ref(key, params));
export const unsupportedMediaType = (key: MessageKey) => new HttpError('unsupported_content_type', ref(key));
/** 429 with Retry-After: whole seconds, at least one. */
export const tooManyRequests = (key: MessageKey, waitMs: number) =>
  new HttpError('rate_limited', ref(key), undefined, { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) });
