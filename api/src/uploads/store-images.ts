import { UnsupportedImageError, sanitizeImage, type BlobStore } from '@atelier/blobs';
import { message, type Lang } from '@atelier/contracts';
import { HttpError } from '../errors.ts';

/**
 * Re-encodes each image (content-checked, EXIF/GPS stripped, auto-oriented) and stores
 * it under `prefix`. If any image fails, the ones already stored are removed, so a
 * rejected request leaves nothing behind.
 */
export async function storeImages(blobs: BlobStore, prefix: string, files: File[], lang: Lang): Promise<string[]> {
  const sanitised = await Promise.all(files.map(async (file) => sanitizeImage(new Uint8Array(await file.arrayBuffer())))).catch(
    (error: unknown) => {
      throw refusal(error, lang);
    },
  );
  const keys: string[] = [];
  try {
    for (const [index, image] of sanitised.entries()) {
      const key = `${prefix}/${index}.${image.extension}`;
      await blobs.put(key, image.bytes, image.contentType);
      keys.push(key);
    }
  } catch (error) {
    await removeImages(blobs, keys);
    throw error;
  }
  return keys;
}

export async function removeImages(blobs: BlobStore, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => blobs.delete(key)));
}

/**
 * A file that only claims to be an image gets the picker's own message, in the form's
 * language (415); a decompression bomb is "too large" (413).
 */
function refusal(error: unknown, lang: Lang): unknown {
  if (!(error instanceof UnsupportedImageError)) return error;
  if (error.reason === 'too-many-pixels') return new HttpError(413, message('imageTooManyPixels', lang));
  return new HttpError(415, message('imagesOnly', lang));
}
