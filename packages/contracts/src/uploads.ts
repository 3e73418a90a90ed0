import { DEFAULT_LANG, type Lang } from './i18n.ts';
import { message, type MessageKey } from './messages.ts';

/** What an upload field accepts: the same data drives the picker and the API. */
export interface UploadRule {
  /** The multipart field the files are sent in. */
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  /** The message when more than `maxFiles` are chosen. */
  tooMany: MessageKey;
  /** Set when a file must be sent: the message when none is. */
  required?: MessageKey;
}

const MB = 1024 * 1024;

/**
 * Form limits (docs/product.md#constants): 5 MB per image, one image per order, up to five per
 * concept; the admin's gallery image (required when adding, 10 MB: the manager's hint) and a
 * review's optional client photo.
 */
export const UPLOAD_RULES = {
  dressOrder: { field: 'image', maxFiles: 1, maxFileBytes: 5 * MB, tooMany: 'tooManyFilesDress' },
  customConcept: { field: 'images', maxFiles: 5, maxFileBytes: 5 * MB, tooMany: 'tooManyFilesConcept' },
  galleryImage: { field: 'image', maxFiles: 1, maxFileBytes: 10 * MB, tooMany: 'tooManyFilesOne', required: 'imageRequired' },
  reviewPhoto: { field: 'image', maxFiles: 1, maxFileBytes: 5 * MB, tooMany: 'tooManyFilesOne' },
} as const satisfies Record<string, UploadRule>;

/** The parts of a File (browser) or multipart part (server) that the rules look at. */
export interface FileFacts {
  size: number;
  type: string;
}

/** Which rule a selection breaks; the API answers 415, 400, 413 and 400 respectively. */
export type FileProblemCode = 'not-image' | 'too-many' | 'too-large' | 'missing';

export interface FileProblem {
  code: FileProblemCode;
  message: string;
}

/**
 * The first problem with a selection of images, or null when it is acceptable.
 * The picker and the API both call this, so a client sees the same message either way.
 * The declared type is only a first filter; the API still checks the bytes.
 */
export function checkFiles(files: readonly FileFacts[], rule: UploadRule, lang: Lang = DEFAULT_LANG): FileProblem | null {
  if (files.some((file) => !file.type.toLowerCase().startsWith('image/'))) {
    return { code: 'not-image', message: message('imagesOnly', lang) };
  }
  if (files.length === 0 && rule.required !== undefined) return { code: 'missing', message: message(rule.required, lang) };
  if (files.length > rule.maxFiles) return { code: 'too-many', message: message(rule.tooMany, lang) };
  if (files.some((file) => file.size > rule.maxFileBytes)) {
    // The singular message reads wrong when several files were chosen, and vice versa.
    const mb = rule.maxFileBytes / MB;
    return { code: 'too-large', message: message(files.length === 1 ? 'fileTooLarge' : 'filesTooLarge', lang, { mb }) };
  }
  return null;
}
