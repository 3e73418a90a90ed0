import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsBlobStore, sanitizeImage, type BlobStore } from '@atelier/blobs';
import { IMAGE_VARIANTS_MADE, imageVariantsStreamId } from '@atelier/domain';
import type { EventStore, Position } from '@atelier/event-store';
import sharp from 'sharp';

const metadata = { actor: 'user-admin', correlationId: 'test', causationId: null };

/** A temporary file blob store (removed by `cleanup`). */
export async function tempBlobStore(): Promise<{ blobs: FsBlobStore; dir: string; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'atelier-variants-'));
  const blobs = new FsBlobStore(join(dir, 'blobs'));
  await blobs.ensureReady();
  return { blobs, dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Stores a re-encoded original (a soft gradient, quick to encode) as the upload path does. */
export async function storeOriginal(blobs: BlobStore, key: string, width: number, height: number): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#efe4d6"/><stop offset="1" stop-color="#8a6f5a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="40%" r="20%" fill="#c9a27e"/></svg>`;
  const original = await sanitizeImage(await sharp(Buffer.from(svg)).png().toBuffer());
  await blobs.put(key, original.bytes, original.contentType);
}

/** A gallery image as the gallery aggregate records it (its engineer's event: type and blobKey matter here). */
export async function appendGalleryImage(store: EventStore, imageId: number, blobKey: string): Promise<Position> {
  const data = { imageId, title: `Gown ${imageId}`, description: null, blobKey, width: 1200, height: 900, category: 'vestidos', featured: false, visible: true, addedAt: '2026-11-20T10:00:00.000Z' };
  const result = await store.append(`gallery-image-${imageId}`, [{ type: 'GalleryImageAdded', data }], { streamType: 'gallery-image', expectedVersion: -1, metadata });
  return result.position;
}

/** The ImageVariantsMade events of an original's stream. */
export async function variantEvents(store: EventStore, blobKey: string) {
  const { events } = await store.readStream(imageVariantsStreamId(blobKey));
  return events.filter((event) => event.type === IMAGE_VARIANTS_MADE);
}

/** A blob store whose process "dies" (throws) at its nth put, once; otherwise `inner`. */
export function dyingAtPut(inner: BlobStore, n: number, message = 'killed mid-job'): BlobStore {
  let puts = 0;
  return {
    get: (key) => inner.get(key),
    exists: (key) => inner.exists(key),
    delete: (key) => inner.delete(key),
    ensureReady: () => inner.ensureReady(),
    put: async (key, bytes, type) => {
      if (++puts === n) throw new Error(message);
      await inner.put(key, bytes, type);
    },
  };
}
