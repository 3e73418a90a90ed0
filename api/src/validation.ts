import { issuesFromValibot, type Lang } from '@atelier/contracts';
import * as v from 'valibot';
import { badRequest } from './errors.ts';

/**
 * Parses with a shared contracts schema; a failure is a 400 naming every field, in `lang`.
 * Each field reports its first problem only: a blank date is "Please select an event date",
 * not that plus "Please enter a valid date".
 */
export function parseOrThrow<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, lang: Lang): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { lang, abortPipeEarly: true });
  if (result.success) return result.output;
  const issues = issuesFromValibot(result.issues) ?? [];
  throw badRequest(issues[0]?.message ?? 'Invalid input', issues);
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw badRequest('The body must be valid JSON');
  }
}
