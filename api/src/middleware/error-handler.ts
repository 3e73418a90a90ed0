import { DomainError, IllegalTransition, NotFound, RegistrationClosed } from '@atelier/domain';
import { ConcurrencyError } from '@atelier/event-store';
import { UnsupportedImageError } from '@atelier/blobs';
import { DEFAULT_LANG, message, type Lang } from '@atelier/contracts';
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

/** Maps every error to the JSON shape of architecture.md, in one place. */
export function toAnswer(error: unknown, lang: Lang): Answer | null {
  if (error instanceof HttpError) {
    const body = error.issues ? { message: error.message, issues: error.issues } : { message: error.message };
    return { status: error.status, body, headers: error.headers };
  }
  if (error instanceof ConcurrencyError) {
    return { status: 409, body: { message: 'This request was changed by someone else at the same time. Reload and try again.' } };
  }
  if (error instanceof RegistrationClosed) {
    return { status: error.signedIn ? 403 : 401, body: { message: message(error.signedIn ? 'adminOnlyAccounts' : 'registrationClosed', lang) } };
  }
  if (error instanceof IllegalTransition) return { status: 409, body: { message: error.message } };
  if (error instanceof NotFound) return { status: 404, body: { message: error.message } };
  if (error instanceof DomainError) return { status: 409, body: { message: error.message } };
  if (error instanceof UnsupportedImageError) {
    return { status: error.reason === 'too-many-pixels' ? 413 : 415, body: { message: error.message } };
  }
  if (error instanceof HTTPException) {
    return { status: error.status, body: { message: error.message || 'Request refused' } };
  }
  return null;
}

export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const answer = toAnswer(error, c.get('lang') ?? DEFAULT_LANG);
    if (answer) {
      for (const [name, value] of Object.entries(answer.headers ?? {})) c.header(name, value);
      return c.json(answer.body, answer.status as 400);
    }
    logger.error('unhandled error', { method: c.req.method, path: c.req.path, error });
    return c.json({ message: 'Internal server error' }, 500);
  };
}
