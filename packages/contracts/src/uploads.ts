import { DEFAULT_LANG, type Lang } from './i18n.ts';
import { message } from './messages.ts';

/** Public form limits (spec §9): 5 MB per image, one image per order, up to five per concept. */
export const UPLOAD_LIMITS = { maxFileBytes: 5 * 1024 * 1024, dress: 1, concept: 5 } as const;

export type UploadKind = 'dress' | 'concept';

/** The parts of a File (browser) or multipart part (server) that the rules look at. */
export interface FileFacts {
  size: number;
  type: string;
}

/** Which rule a selection breaks; the API answers 415, 400 and 413 respectively. */
export type FileProblemCode = 'not-image' | 'too-many' | 'too-large';

export interface FileProblem {
  code: FileProblemCode;
  message: string;
}

/**
 * The first problem with a selection of images, or null when it is acceptable.
 * The picker and the API both call this, so a client sees the same message either way.
 * The declared type is only a first filter; the API still checks the bytes.
 */
export function checkFiles(files: readonly FileFacts[], kind: UploadKind, lang: Lang = DEFAULT_LANG): FileProblem | null {
  if (files.some((file) => !file.type.toLowerCase().startsWith('image/'))) {
    return { code: 'not-image', message: message('imagesOnly', lang) };
  }
  if (files.length > UPLOAD_LIMITS[kind]) {
    return { code: 'too-many', message: message(kind === 'dress' ? 'tooManyFilesDress' : 'tooManyFilesConcept', lang) };
  }
  if (files.some((file) => file.size > UPLOAD_LIMITS.maxFileBytes)) {
    // The singular message reads wrong when several files were chosen, and vice versa.
    return { code: 'too-large', message: message(files.length === 1 ? 'fileTooLarge' : 'filesTooLarge', lang) };
  }
  return null;
}
