import type * as v from 'valibot';
import type { InputReader } from '../routing/custom-route.ts';
import { parseOrThrow } from './validate.ts';

/**
 * A command whose input is its query string (`?title=`) and which reads no body (a body is
 * still bounded by the 64 KB net under /api). 400 for invalid fields, in the request's language.
 */
export function queryInput<TSchema extends v.GenericSchema>(schema: TSchema): InputReader<v.InferOutput<TSchema>> {
  return {
    async read(c) {
      const value = parseOrThrow(schema, c.req.query(), c.get('lang'));
      return { value, files: [] };
    },
  };
}
