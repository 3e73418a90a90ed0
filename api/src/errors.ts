import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface Issue {
  path: string;
  message: string;
}

/** An error that already knows its HTTP answer; mapped once in the error handler. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: Issue[]) => new HttpError(400, message, issues);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
