import { message, type Lang, type MessageKey } from '@atelier/contracts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface Issue {
  path: string;
  message: string;
}

/** A catalog message, put in the request's language when the answer is written. */
export interface MessageRef {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/**
 * An error that already knows its HTTP answer; mapped once in the error handler. Its message
 * is a catalog key (answered in the request's language) or a text already in that language
 * (validation issues, which the schema wrote in the form's language).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly text: string | MessageRef,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(typeof text === 'string' ? text : text.key);
  }

  messageIn(lang: Lang): string {
    return typeof this.text === 'string' ? this.text : message(this.text.key, lang, this.text.params);
  }
}

const ref = (key: MessageKey, params?: Record<string, string | number>): MessageRef => ({ key, params });

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) => new HttpError(400, ref(key, params));
/** 400 naming every field: the first field's message leads. */
export const invalidInput = (issues: Issue[]) => new HttpError(400, issues[0]?.message ?? ref('invalidValue'), issues);
export const unauthorized = () => new HttpError(401, ref('notSignedIn'));
export const forbidden = (key: MessageKey = 'adminOnly') => new HttpError(403, ref(key));
export const notFound = (key: MessageKey = 'notFound') => new HttpError(404, ref(key));
export const conflict = (key: MessageKey, params?: Record<string, string | number>) => new HttpError(409, ref(key, params));
export const payloadTooLarge = (key: MessageKey = 'bodyTooLarge', params?: Record<string, string | number>) => new HttpError(413, ref(key, params));
export const unsupportedMediaType = (key: MessageKey) => new HttpError(415, ref(key));
export const unprocessable = (key: MessageKey) => new HttpError(422, ref(key));
