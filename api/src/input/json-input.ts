import type * as v from 'valibot';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors.ts';
import { readWithinLimit } from './body-limit.ts';
import type { InputReader } from '../routing/custom-route.ts';
import { parseOrThrow } from './validate.ts';

/** The most any JSON endpoint accepts: 64 KB, or less where the payload is smaller (docs/architecture.md#http-conventions). */
export const MAX_JSON_BYTES = 64 * 1024;

/** A few short fields and a text of at most 5000 characters (an edit, a calendar event), with room for UTF-8. */
export const MAX_TEXT_FORM_BYTES = 32 * 1024;

const isJson = (type: string | undefined) => type !== undefined && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type);

/**
 * A JSON body validated with a contracts schema: 415 for another content type, 413 past
 * `maxBytes` (refused before it is read whole), 400 for malformed JSON or invalid fields.
 */
export function jsonInput<TSchema extends v.GenericSchema>(schema: TSchema, maxBytes: number): InputReader<v.InferOutput<TSchema>> {
  if (maxBytes > MAX_JSON_BYTES) throw new Error(`jsonInput: ${maxBytes} bytes is above the ${MAX_JSON_BYTES}-byte limit for JSON`);
  return {
    async read(c) {
      if (!isJson(c.req.header('content-type'))) throw unsupportedMediaType('jsonRequired');
      const text = await readWithinLimit(c, maxBytes, () => payloadTooLarge(), () => c.req.text());
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw badRequest('invalidJson');
      }
      const value = parseOrThrow(schema, parsed, c.get('lang'));
      return { value, files: [] };
    },
  };
}
