import { checkFiles, pickLang, type Lang, type UploadKind } from '@atelier/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { HttpError, badRequest } from '../errors.ts';

export interface SubmittedForm {
  fields: Record<string, string>;
  files: File[];
  lang: Lang;
}

const STATUS_BY_PROBLEM = { 'not-image': 415, 'too-many': 400, 'too-large': 413 } as const;

/**
 * Reads a multipart (or urlencoded) request form: text fields, the image parts named
 * `fileField`, and the language. File count, size and declared type are checked here
 * with the same rules the picker uses; the bytes are checked when the image is sanitised.
 */
export async function readForm(c: Context<AppEnv>, fileField: string, kind: UploadKind): Promise<SubmittedForm> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) {
    throw new HttpError(415, 'Send the form as multipart/form-data');
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('The form could not be read');
  }
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [name, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    if (name === fileField) {
      // An empty file input still sends a part with no name and no bytes.
      files.push(...values.filter((v): v is File => typeof v !== 'string' && (v.size > 0 || v.name !== '')));
    } else {
      const first = values.find((v): v is string => typeof v === 'string');
      if (first !== undefined) fields[name] = first;
    }
  }
  const lang = pickLang(fields.lang, c.req.header('accept-language'));
  // Later errors (a disguised image, a conflict) answer in the language the form asked for.
  c.set('lang', lang);
  const problem = checkFiles(files, kind, lang);
  if (problem) throw new HttpError(STATUS_BY_PROBLEM[problem.code], problem.message);
  return { fields, files, lang };
}
