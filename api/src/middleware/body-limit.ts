import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { payloadTooLarge } from '../errors.ts';
import { MAX_JSON_BYTES } from '../input/json-input.ts';

const isMultipart = (type: string | undefined) => type !== undefined && /^multipart\/form-data\b/i.test(type);

const limitToJsonSize = bodyLimit({
  maxSize: MAX_JSON_BYTES,
  onError: () => {
    throw payloadTooLarge();
  },
});

/**
 * The safety net under every /api route: a body other than a multipart upload is refused past
 * 64 KB (chunked or not) even where no route reads it. Upload routes read their multipart
 * body under their own, larger limit (input/multipart-input.ts); JSON routes under a smaller one.
 */
export const apiBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (isMultipart(c.req.header('content-type'))) return next();
  return limitToJsonSize(c, next);
});
