import { CannotRemoveOwnAccount, CategoryRefused, CommissionRefused, DomainError, FittingRefused, IllegalTransition, MAX_FITTING_PHOTOS, MeasurementOutOfRange, NotFound, RegistrationClosed, TooManyClientImages, type CategoryRefusal, type FittingRefusal } from '@atelier/domain';
import { ConcurrencyError, IdempotencyKeyReused } from '@atelier/event-store';
import { UnsupportedImageError } from '@atelier/blobs';
import { DEFAULT_LANG, MEASUREMENTS, REQUEST_STATUS_WORDS, type ErrorCode, type MeasurementName, type Lang, type MessageKey, type RequestStatus } from '@atelier/contracts';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context.ts';
import { commissionRefusal } from '../commissions/refusals.ts';
import { HttpError } from '../errors.ts';
import type { Logger } from '../logger.ts';

/** The message naming what a domain NotFound looked for. */
const NOT_FOUND_MESSAGES: Record<string, MessageKey> = {
  request: 'requestNotFound',
  'gallery image': 'galleryImageNotFound',
  review: 'reviewNotFound',
  category: 'categoryNotFound',
  'contact message': 'contactMessageNotFound',
  account: 'accountNotFound',
  'calendar event': 'calendarEventNotFound',
  'fitting photo': 'fittingPhotoNotFound',
  client: 'clientRecordNotFound',
  'measurement set': 'measurementSetNotFound',
  commission: 'commissionNotFound',
  fabric: 'fabricNotFound',
};

/** Why a category change was refused (domain/category/errors.ts): the code, and a message naming the category. */
const CATEGORY_REFUSALS: Record<CategoryRefusal, [ErrorCode, MessageKey]> = {
  exists: ['already_exists', 'categoryExists'],
  collection: ['change_not_allowed', 'categoryIsCollection'],
  fallback: ['change_not_allowed', 'categoryIsFallback'],
};

/** Why a fitting record was refused (domain/fitting/decider.ts): the code, and its message. */
const FITTING_REFUSALS: Record<FittingRefusal, [ErrorCode, MessageKey]> = {
  'not-a-fitting': ['change_not_allowed', 'notAFitting'],
  cancelled: ['change_not_allowed', 'fittingCancelled'],
  erased: ['request_erased', 'requestErased'],
  'too-many-photos': ['change_not_allowed', 'tooManyFittingPhotos'],
};

/** The few statuses Hono's own HTTPException is thrown with (a mount path it refuses, a body limit). */
const HTTP_EXCEPTION_CODES: Partial<Record<number, ErrorCode>> = { 400: 'malformed_request', 404: 'not_found', 413: 'too_large' };

const fail = (code: ErrorCode, key: MessageKey, params?: Record<string, string | number>) => new HttpError(code, { key, params });

/**
 * Every error the app knows, as the HttpError that answers it: the domain's and the stores'
 * errors get their code here, in one place. Null for an error nobody expected (a 500).
 */
function toHttpError(error: unknown, lang: Lang): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof ConcurrencyError) return fail('concurrent_change', 'concurrentChange');
  if (error instanceof IdempotencyKeyReused) return fail('idempotency_key_reused', 'idempotencyKeyReused');
  if (error instanceof RegistrationClosed) {
    return error.signedIn ? fail('forbidden', 'adminOnlyAccounts') : fail('not_signed_in', 'registrationClosed');
  }
  if (error instanceof IllegalTransition) {
    return fail('change_not_allowed', 'alreadyDecided', { status: REQUEST_STATUS_WORDS[lang][error.from as RequestStatus] ?? error.from });
  }
  if (error instanceof CategoryRefused) {
    const [code, key] = CATEGORY_REFUSALS[error.reason];
    return fail(code, key, { name: error.category });
  }
  if (error instanceof CannotRemoveOwnAccount) return fail('change_not_allowed', 'cannotRemoveOwnAccount');
  if (error instanceof NotFound) return fail('not_found', NOT_FOUND_MESSAGES[error.entity] ?? 'notFound');
  if (error instanceof MeasurementOutOfRange) {
    const label = MEASUREMENTS[error.measurement as MeasurementName]?.label[lang] ?? error.measurement;
    return fail('validation_failed', 'measurementRange', { name: label, min: error.min, max: error.max });
  }
  if (error instanceof TooManyClientImages) return fail('change_not_allowed', 'tooManyClientImages', { limit: error.limit });
  if (error instanceof FittingRefused) {
    const [code, key] = FITTING_REFUSALS[error.reason];
    return fail(code, key, { limit: MAX_FITTING_PHOTOS });
  }
  if (error instanceof CommissionRefused) return commissionRefusal(error, lang);
  if (error instanceof DomainError) return fail('change_not_allowed', 'conflict');
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
