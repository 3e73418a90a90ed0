import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GalleryImage } from '@atelier/contracts';
import { imageVariantsStreamId } from '@atelier/domain';
import { openEventStore } from '@atelier/event-store';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file, formOf } from './testing/fixtures.ts';
import { validGalleryImage } from './testing/gallery.ts';
import { START_BOUND_MS, busyCores, exited, freePort, occurrences, registerFirstAdmin, startServer, type ServerProcess } from './testing/server-process.ts';

/** Large enough for all three variant widths, and noisy, so that each AVIF encode takes a while. */
async function noisyJpeg(seed: number): Promise<Uint8Array> {
  const [width, height] = [1800, 1200];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5) * 104729 + seed * 31) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

const ORIGINALS = 2;
/** 480, 960 and 1600 px, each in AVIF and WebP. */
const VARIANTS_EACH = 6;
const MADE = '"message":"image variants made"';

describe('SIGTERM while background work runs, on a busy machine (embedded mode)', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let base: string;
  let cores: ReturnType<typeof busyCores> | null = null;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'atelier-shutdown-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', DEMO_CONTENT: 'off' };
  });
  afterAll(async () => {
    await cores?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** SIGTERM: within the grace (else it exits 1), with nothing reported as an error. */
  const stop = async (server: ServerProcess) => {
    server.child.kill('SIGTERM');
    expect(await exited(server.child), server.output()).toBe(0);
    expect(server.output()).toContain('"message":"stopped"');
    expect(server.output()).not.toContain('"level":"error"');
  };

  it('stops at a safe point and exits 0; the next start makes what was left, each original once', async () => {
    const first = await startServer(env);
    const cookie = await registerFirstAdmin(base);
    for (let i = 1; i <= ORIGINALS; i++) {
      const form = formOf({ ...validGalleryImage, title: `Vestido ${i}` }, [{ field: 'image', file: file(await noisyJpeg(i), `${i}.jpg`, 'image/jpeg') }]);
      expect((await fetch(`${base}/api/gallery-images`, { method: 'POST', body: form, headers: { origin: base, cookie } })).status).toBe(201);
    }
    // One original is done, so the maker is at work on the next when the signal comes, and
    // two busy cores beside it make every step slow. (Only for the stop: other test files run
    // beside this one, and their own bounds should not pay for it.)
    await first.printed(MADE);
    cores = busyCores(2);
    await stop(first);
    await cores.stop();
    cores = null;
    const madeBefore = occurrences(first.output(), MADE);
    console.info(`shutdown test: ${madeBefore} of ${ORIGINALS} originals had their variants at SIGTERM; ${first.output().includes('image variants stopped') ? 'one was stopped mid-way' : 'none was in progress'}`);

    const second = await startServer(env);
    let images: GalleryImage[];
    try {
      await second.printed(MADE, ORIGINALS - madeBefore);
      images = (await (await fetch(`${base}/api/gallery-images`, { headers: { cookie } })).json()) as GalleryImage[];
    } finally {
      await stop(second);
    }
    expect(images.map((image) => image.image.variants.length)).toEqual(Array(ORIGINALS).fill(VARIANTS_EACH));

    const store = await openEventStore({ dataDir: join(dataDir, 'pglite'), masterKey: (await readFile(join(dataDir, 'pii-master-key'), 'utf8')).trim() });
    try {
      for (const image of images) {
        const { events } = await store.readStream(imageVariantsStreamId(image.imageUrl.replace(/^\/media\//, '')));
        expect(events.map((e) => e.type)).toEqual(['ImageVariantsMade']);
      }
    } finally {
      await store.close();
    }
  }, 6 * START_BOUND_MS);
});
