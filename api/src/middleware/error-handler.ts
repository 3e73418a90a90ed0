import { ConcurrencyError, IdempotencyKeyReused } from '@atelier/event-store';
import { UnsupportedImageError } from '@atelier/blobs';
import { DEFAULT_LANG, type ErrorCode, type Lang, type MessageKey } from '@atelier/contracts';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context.ts';
import { refusalAnswer } from '../answers/refusals.ts';
import { HttpError } from '../errors.ts';
import type { Logger } from '../logger.ts';

/** The few statuses Hono's own HTTPException is thrown with (a mount path it refuses, a body limit). */
const HTTP_EXCEPTION_CODES: Partial<Record<number, ErrorCode>> = { 400: 'malformed_request', 404: 'not_found', 413: 'too_large' };

const fail = (code: ErrorCode, key: MessageKey, params?: Record<string, string | number>) => new HttpError(code, { key, params });

/**
 * Every error the app knows, as the HttpError that answers it: the stores' errors here, the
 * deciders' refusals through answers/refusals.ts. Null for an error nobody expected (a 500).
 */
function toHttpError(error: unknown, lang: Lang): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof ConcurrencyError) return fail('concurrent_change', 'concurrentChange');
  if (error instanceof IdempotencyKeyReused) return fail('idempotency_key_reused', 'idempotencyKeyReused');
  const refusal = refusalAnswer(error, lang);
  if (refusal) return refusal;
  if (error instanceof UnsupportedImageError) {
    return error.reason === 'too-many-pixels' ? fail('too_large', 'imageTooManyPixels') : fail('not_an_image', 'imagesOnly');
  }
  if (error instanceof HTTPException) {
    const code = HTTP_EXCEPTION_CODES[error.status];
    return code ? fail(code, 'refused') : null;
  }
  return null;
}

/** Answers every error as `{ code, message, issues? }` in the request's language; anything unexpected is logged and a 500. */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const lang = c.get('lang') ?? DEFAULT_LANG;
    const known = toHttpError(error, lang);
    if (!known) logger.error('unhandled error', { method: c.req.method, path: c.req.path, error });
    const answer = known ?? fail('internal_error', 'internalError');
    for (const [name, value] of Object.entries(answer.headers ?? {})) c.header(name, value);
    return c.json(answer.bodyIn(lang), answer.status);
  };
}
