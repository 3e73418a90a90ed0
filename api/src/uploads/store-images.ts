import { sanitizeImage, type BlobStore } from '@atelier/blobs';

/**
 * Re-encodes each image (content-checked, EXIF/GPS stripped, auto-oriented) and stores it
 * under `prefix`. A file that only claims to be an image throws UnsupportedImageError (415,
 * or 413 for a decompression bomb, in the request's language). If any image fails, the ones
 * already stored are removed, so a rejected request leaves nothing behind.
 */
export async function storeImages(blobs: BlobStore, prefix: string, files: readonly File[]): Promise<string[]> {
  const sanitised = await Promise.all(files.map(async (file) => sanitizeImage(new Uint8Array(await file.arrayBuffer()))));
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
