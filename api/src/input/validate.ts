import { issuesFromValibot, localized, message, type Lang } from '@atelier/contracts';
import * as v from 'valibot';
import { invalidInput } from '../errors.ts';
import { findUnsafeText } from './unsafe-text.ts';

/**
 * Valibot's own messages quote the input ("Invalid type: Expected Object but received …"): an
 * answer would echo whatever was sent, 20 MB included. Every issue without a message of its
 * own gets this one instead.
 */
const FALLBACK = localized('invalidValue');

/**
 * Parses with a shared contracts schema; a failure is a 400 naming every field, in `lang`.
 * Text the database cannot store (NUL, a lone surrogate) is refused first, wherever it is.
 * Each field reports its first problem only: a blank date is "Please select an event date",
 * not that plus "Please enter a valid date". No message contains the submitted value.
 */
export function parseOrThrow<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, lang: Lang): v.InferOutput<TSchema> {
  const unsafe = findUnsafeText(input);
  if (unsafe !== null) throw invalidInput([{ path: unsafe, message: message('invalidCharacters', lang) }]);
  const result = v.safeParse(schema, input, { lang, abortPipeEarly: true, message: FALLBACK });
  if (result.success) return result.output;
  throw invalidInput(issuesFromValibot(result.issues));
}
