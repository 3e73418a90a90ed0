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

/** A stored image: its blob key and the re-encoded original's size. */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/**
 * Re-encodes one image like storeImages and stores it under the key `keyFor` gives for its
 * extension (e.g. `gallery/7/original.webp`).
 */
export async function storeImage(blobs: BlobStore, keyFor: (extension: string) => string, bytes: Uint8Array): Promise<StoredImage> {
  const image = await sanitizeImage(bytes);
  const key = keyFor(image.extension);
  await blobs.put(key, image.bytes, image.contentType);
  return { key, width: image.width, height: image.height };
}

/** The file of a one-image field, stored like storeImage; null when none was sent. */
export async function storeUpload(blobs: BlobStore, keyFor: (extension: string) => string, files: readonly File[]): Promise<StoredImage | null> {
  const [file] = files;
  return file ? storeImage(blobs, keyFor, new Uint8Array(await file.arrayBuffer())) : null;
}

export async function removeImages(blobs: BlobStore, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => blobs.delete(key)));
}
