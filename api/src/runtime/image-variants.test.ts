import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sanitizeImage } from '@atelier/blobs';
import { loadConfig } from '@atelier/config';
import { variantsFor } from '@atelier/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { silentLogger } from '../logger.ts';
import { pngImage } from '../testing/fixtures.ts';
import { createRuntime, type Runtime } from './create-context.ts';

/**
 * The embedded runtime as `pnpm start` builds it: a gallery image appended to the log gets its
 * variants in the background, and /media serves them, with no request waiting for them.
 */
describe('embedded runtime: image variants', () => {
  let dir: string;
  let runtime: Runtime;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atelier-runtime-'));
    runtime = await createRuntime(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }), silentLogger, null);
  });
  afterAll(async () => {
    await runtime?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('makes the variants of an added gallery image in-process, and serves them under /media', async () => {
    const { ctx } = runtime;
    const original = await sanitizeImage(await pngImage(800, 600));
    await ctx.blobs.put('gallery/5/original.webp', original.bytes, original.contentType);
    const data = { imageId: 5, title: 'Gown', description: null, blobKey: 'gallery/5/original.webp', width: 800, height: 600, category: 'vestidos', featured: true, visible: true, addedAt: '2026-11-24T10:00:00.000Z' };
    await ctx.store.append('gallery-image-5', [{ type: 'GalleryImageAdded', data }], {
      streamType: 'gallery-image',
      expectedVersion: -1,
      metadata: { actor: 'user-admin', correlationId: 'runtime-test', causationId: null },
    });

    let variants: Awaited<ReturnType<typeof variantsFor>> = new Map();
    for (let tries = 0; tries < 600 && !variants.has('gallery/5/original.webp'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      variants = await variantsFor(ctx.store.db, ['gallery/5/original.webp']);
    }
    expect(variants.get('gallery/5/original.webp')).toEqual([
      { width: 480, format: 'avif', key: 'gallery/5/w480.avif' },
      { width: 480, format: 'webp', key: 'gallery/5/w480.webp' },
    ]);
    const response = await createApp(ctx).request('http://localhost/media/gallery/5/w480.avif');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
  });
});
