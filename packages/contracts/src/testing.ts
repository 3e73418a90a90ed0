import * as v from 'valibot';
import type { Lang } from './i18n.ts';

/** The message of the first issue per field, keyed by dotted path: what a form would show. */
export function errorsOf(schema: v.GenericSchema, input: unknown, lang?: Lang): Record<string, string> {
  const result = v.safeParse(schema, input, lang ? { lang } : undefined);
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return errors;
}

export function outputOf<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new Error(JSON.stringify(result.issues.map((i) => i.message)));
  return result.output;
}
