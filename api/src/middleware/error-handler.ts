import { CannotRemoveOwnAccount, CategoryRefused, DomainError, IllegalTransition, NotFound, RegistrationClosed, type CategoryRefusal } from '@atelier/domain';
import { ConcurrencyError, IdempotencyKeyReused } from '@atelier/event-store';
import { UnsupportedImageError } from '@atelier/blobs';
import { DEFAULT_LANG, REQUEST_STATUS_WORDS, message, type Lang, type MessageKey, type RequestStatus } from '@atelier/contracts';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context.ts';
import { HttpError } from '../errors.ts';
import type { Logger } from '../logger.ts';

interface Answer {
  status: number;
  body: { message: string; issues?: { path: string; message: string }[] };
  headers?: Record<string, string>;
}

/** The message naming what a domain NotFound looked for. */
const NOT_FOUND_MESSAGES: Record<string, MessageKey> = {
  request: 'requestNotFound',
  'gallery image': 'galleryImageNotFound',
  review: 'reviewNotFound',
  category: 'categoryNotFound',
  'contact message': 'contactMessageNotFound',
  account: 'accountNotFound',
  'calendar event': 'calendarEventNotFound',
};

/** Why a category change was refused (domain/category/errors.ts), as a message naming the category. */
const CATEGORY_REFUSALS: Record<CategoryRefusal, MessageKey> = {
  exists: 'categoryExists',
  collection: 'categoryIsCollection',
  fallback: 'categoryIsFallback',
};

const answer = (status: number, key: MessageKey, lang: Lang, params?: Record<string, string | number>): Answer => ({
  status,
  body: { message: message(key, lang, params) },
});

/** Maps every error to the JSON shape of architecture.md, in the request's language, in one place. */
export function toAnswer(error: unknown, lang: Lang): Answer | null {
  if (error instanceof HttpError) {
    const text = error.messageIn(lang);
    return { status: error.status, body: error.issues ? { message: text, issues: error.issues } : { message: text }, headers: error.headers };
  }
  if (error instanceof ConcurrencyError) return answer(409, 'concurrentChange', lang);
  if (error instanceof IdempotencyKeyReused) return answer(422, 'idempotencyKeyReused', lang);
  if (error instanceof RegistrationClosed) {
    return answer(error.signedIn ? 403 : 401, error.signedIn ? 'adminOnlyAccounts' : 'registrationClosed', lang);
  }
  if (error instanceof IllegalTransition) {
    const status = REQUEST_STATUS_WORDS[lang][error.from as RequestStatus] ?? error.from;
    return answer(409, 'alreadyDecided', lang, { status });
  }
  if (error instanceof CategoryRefused) return answer(409, CATEGORY_REFUSALS[error.reason], lang, { name: error.category });
  if (error instanceof CannotRemoveOwnAccount) return answer(409, 'cannotRemoveOwnAccount', lang);
  if (error instanceof NotFound) return answer(404, NOT_FOUND_MESSAGES[error.entity] ?? 'notFound', lang);
  if (error instanceof DomainError) return answer(409, 'conflict', lang);
  if (error instanceof UnsupportedImageError) {
    return error.reason === 'too-many-pixels' ? answer(413, 'imageTooManyPixels', lang) : answer(415, 'imagesOnly', lang);
  }
  if (error instanceof HTTPException) return answer(error.status, 'refused', lang);
  return null;
}

export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const lang = c.get('lang') ?? DEFAULT_LANG;
    const mapped = toAnswer(error, lang);
    if (mapped) {
      for (const [name, value] of Object.entries(mapped.headers ?? {})) c.header(name, value);
      return c.json(mapped.body, mapped.status as 400);
    }
    logger.error('unhandled error', { method: c.req.method, path: c.req.path, error });
    return c.json({ message: message('internalError', lang) }, 500);
  };
}
