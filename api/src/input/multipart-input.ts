import { checkFiles, pickLang, type UploadRule } from '@atelier/contracts';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { AppEnv } from '../context.ts';
import { HttpError, badRequest, payloadTooLarge, unsupportedMediaType } from '../errors.ts';
import { readWithinLimit } from './body-limit.ts';
import type { InputReader } from '../routing/custom-route.ts';
import { parseOrThrow } from './validate.ts';

const CODE_BY_PROBLEM = { 'not-image': 'not_an_image', 'too-many': 'validation_failed', 'too-large': 'too_large', missing: 'validation_failed' } as const;
const MB = 1024 * 1024;

/**
 * Room for the allowed files, one more file's worth, and the text fields. The spare file lets
 * a slightly oversized photo be read, so the answer names the problem precisely (too many
 * files, or too large) in the form's language; only bigger bodies are refused unread.
 */
const maxFormBytes = (rule: UploadRule) => (rule.maxFiles + 1) * rule.maxFileBytes + MB;

/** The body was refused unread, so its lang field is unknown: Accept-Language decides. */
const bodyTooLarge = (rule: UploadRule) => () =>
  payloadTooLarge(rule.maxFiles === 1 ? 'fileTooLarge' : 'filesTooLarge', { mb: rule.maxFileBytes / MB });

async function readFields(c: Context<AppEnv>, rule: UploadRule) {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('formUnreadable');
  }
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [name, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    if (name === rule.field) {
      // An empty file input still sends a part with no name and no bytes.
      files.push(...values.filter((part): part is File => typeof part !== 'string' && (part.size > 0 || part.name !== '')));
    } else {
      const first = values.find((part): part is string => typeof part === 'string');
      if (first !== undefined) fields[name] = first;
    }
  }
  return { fields, files };
}

/**
 * A form posted as multipart (or urlencoded, by a browser without JavaScript): its text fields
 * validated with a contracts schema, its files (the part named by `rule.field`) checked with
 * the same rule the picker uses; the bytes are checked when the images are sanitised. The
 * form's own `lang` field decides the language of every later answer.
 */
export function multipartInput<TSchema extends v.GenericSchema>(schema: TSchema, rule: UploadRule): InputReader<v.InferOutput<TSchema>> {
  return {
    async read(c) {
      const type = c.req.header('content-type') ?? '';
      if (!/^multipart\/form-data\b|^application\/x-www-form-urlencoded\b/i.test(type)) throw unsupportedMediaType('formRequired');
      const { fields, files } = await readWithinLimit(c, maxFormBytes(rule), bodyTooLarge(rule), () => readFields(c, rule));
      const lang = pickLang(fields.lang, c.req.header('accept-language'));
      c.set('lang', lang);
      const problem = checkFiles(files, rule, lang);
      if (problem) {
        const code = CODE_BY_PROBLEM[problem.code];
        throw new HttpError(code, problem.message, code === 'validation_failed' ? [{ path: rule.field, message: problem.message }] : undefined);
      }
      const value = parseOrThrow(schema, fields, lang);
      return { value, files };
    },
  };
}
