import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeVariants, variantWidthsFor } from './make-variants.ts';
import { sanitizeImage } from './sanitize-image.ts';
import { animatedGif, solid } from './test-fixtures.ts';

/** An original as the upload path stores it: re-encoded WebP (one colour: AVIF-encoding noise takes seconds and proves nothing more here). */
async function original(width: number, height: number): Promise<Uint8Array> {
  return (await sanitizeImage(await solid(width, height).png().toBuffer())).bytes;
}

describe('variantWidthsFor', () => {
  it.each([
    [2560, [480, 960, 1600]],
    [1601, [480, 960, 1600]],
    [1600, [480, 960]],
    [961, [480, 960]],
    [960, [480]],
    [480, []],
    [300, []],
  ])('an original %i px wide gets %j', (width, expected) => {
    expect(variantWidthsFor(width)).toEqual(expected);
  });
});

describe('makeVariants', () => {
  it('makes each narrower width in AVIF and WebP, keeping the aspect ratio', async () => {
    const made = await makeVariants(await original(1000, 750));
    expect(made).toMatchObject({ width: 1000, height: 750 });
    expect(made.variants.map((v) => [v.width, v.height, v.format, v.contentType])).toEqual([
      [480, 360, 'avif', 'image/avif'],
      [480, 360, 'webp', 'image/webp'],
      [960, 720, 'avif', 'image/avif'],
      [960, 720, 'webp', 'image/webp'],
    ]);
    // The bytes are real images of the announced format and size.
    for (const variant of made.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
    }
  });

  it('makes all three widths of a large original, and none of its own width', async () => {
    const made = await makeVariants(await original(1800, 1200));
    expect([...new Set(made.variants.map((v) => v.width))]).toEqual([480, 960, 1600]);
    expect(made.variants.find((v) => v.width === 1600)?.height).toBe(1067);
  });

  it('never upscales: an original no wider than 480 px gets no variants', async () => {
    expect(await makeVariants(await original(480, 600))).toEqual({ width: 480, height: 600, variants: [] });
  });

  it('leaves an animated original alone (its frames would be lost)', async () => {
    const animated = await sanitizeImage(await animatedGif());
    expect((await makeVariants(animated.bytes)).variants).toEqual([]);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(makeVariants(new TextEncoder().encode('not an image at all'))).rejects.toThrow();
  });
});
