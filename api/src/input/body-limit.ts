import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';
import type { HttpError } from '../errors.ts';

/**
 * Runs `read` with the request body capped at `maxBytes`: a larger declared Content-Length is
 * refused unread, and a chunked body is cut off as soon as it passes the limit, so a huge body
 * never sits in memory. `tooLarge` is the error to answer with (413).
 */
export async function readWithinLimit<T>(c: Context<AppEnv>, maxBytes: number, tooLarge: () => HttpError, read: () => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
  await limit(c, async () => {
    result = { value: await read() };
  });
  if (!result) throw new Error('readWithinLimit: the body limit neither read nor refused the body');
  return result.value;
}
