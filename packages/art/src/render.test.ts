import { COLLECTION_IDS } from '@atelier/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from './catalogue.ts';
import { renderArtwork, SCENES, type ArtworkSpec } from './render.ts';

const small = (scene: ArtworkSpec['scene'], seed: string): ArtworkSpec => ({ scene, seed, width: 240, height: 180, format: 'png' });

async function pixels(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes).resize(120, 90, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

/** Mean absolute difference per channel value between two same-size images, 0 to 255. */
function difference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let index = 0; index < a.length; index++) total += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return total / a.length;
}

describe('generated artwork', () => {
  it('is the same image for the same spec and seed', async () => {
    const spec = small('full-length', 'same');
    expect(Buffer.from(await renderArtwork(spec)).equals(Buffer.from(await renderArtwork(spec)))).toBe(true);
  });

  it('is never a flat box: every scene has drawn detail and tonal range', async () => {
    for (const scene of SCENES) {
      const stats = await sharp(await renderArtwork(small(scene, 'range'))).stats();
      const spread = stats.channels.slice(0, 3).map((channel) => channel.stdev);
      expect(Math.min(...spread), scene).toBeGreaterThan(6);
      const [red] = stats.channels;
      expect((red?.max ?? 0) - (red?.min ?? 0), scene).toBeGreaterThan(60);
    }
  });

  it('draws a different picture for each seed and each scene', async () => {
    const images = await Promise.all([
      renderArtwork(small('full-length', 'one')),
      renderArtwork(small('full-length', 'two')),
      renderArtwork(small('flat-lay', 'one')),
      renderArtwork(small('detail', 'one')),
    ]).then((all) => Promise.all(all.map(pixels)));
    for (let i = 0; i < images.length; i++) {
      for (let j = i + 1; j < images.length; j++) expect(difference(images[i] as Buffer, images[j] as Buffer), `${i} vs ${j}`).toBeGreaterThan(3);
    }
  });

  it('refuses a size it cannot draw', async () => {
    await expect(renderArtwork({ scene: 'detail', seed: 'x', width: 0, height: 100 })).rejects.toThrow(/width and height/);
  });
});

describe('the demo catalogue', () => {
  it('has at least three items in each collection, some featured, all with titles and descriptions', () => {
    for (const collection of COLLECTION_IDS) {
      const items = DEMO_CATALOGUE.images.filter((image) => image.category === collection);
      expect(items.length, collection).toBeGreaterThanOrEqual(3);
    }
    expect(DEMO_CATALOGUE.images.some((image) => image.featured)).toBe(true);
    expect(DEMO_CATALOGUE.images.some((image) => !image.featured)).toBe(true);
    for (const image of DEMO_CATALOGUE.images) expect(image.title.length > 3 && (image.description ?? '').length > 20, image.title).toBe(true);
    expect(new Set(DEMO_CATALOGUE.images.map((image) => image.title)).size).toBe(DEMO_CATALOGUE.images.length);
  });

  it('has three featured five-star reviews', () => {
    expect(DEMO_CATALOGUE.reviews).toHaveLength(3);
    for (const review of DEMO_CATALOGUE.reviews) expect(review).toMatchObject({ rating: 5, featured: true });
  });

  it('renders an item as a WebP 1600 px on its long side', async () => {
    const [first] = DEMO_CATALOGUE.images;
    const meta = await sharp(await (first as (typeof DEMO_CATALOGUE.images)[number]).render()).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
  });
});
