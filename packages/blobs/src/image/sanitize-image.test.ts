import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_DIMENSION, sanitizeImage } from './sanitize-image.ts';
import { animatedGif, noise, pngClaiming, solid } from './test-fixtures.ts';
import { UnsupportedImageError } from './unsupported-image-error.ts';

const GPS_EXIF = {
  IFD0: { Make: 'TestCam', Model: 'Atelier 1' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 0/1', GPSMapDatum: 'WGS-84' },
};

async function rejection(bytes: Uint8Array): Promise<UnsupportedImageError> {
  const error = await sanitizeImage(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnsupportedImageError);
  return error as UnsupportedImageError;
}

describe('sanitizeImage metadata', () => {
  it('strips EXIF, including GPS, from a JPEG', async () => {
    const jpeg = await solid(64, 48).withExif(GPS_EXIF).jpeg().toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.includes('WGS-84')).toBe(true);
    expect(before.exif?.includes('TestCam')).toBe(true);

    const result = await sanitizeImage(jpeg);
    const after = await sharp(result.bytes).metadata();
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(Buffer.from(result.bytes).includes('WGS-84')).toBe(false);
    expect(result).toMatchObject({ contentType: 'image/webp', extension: 'webp', width: 64, height: 48 });
  });

  it('applies EXIF orientation 6 to the pixels, swapping width and height', async () => {
    const jpeg = await solid(40, 20).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const result = await sanitizeImage(jpeg);
    expect(result).toMatchObject({ width: 20, height: 40 });
    const after = await sharp(result.bytes).metadata();
    expect([after.width, after.height, after.orientation]).toEqual([20, 40, undefined]);
  });
});

describe('sanitizeImage formats', () => {
  it.each([
    ['PNG', () => solid(30, 20).png().toBuffer()],
    ['WebP', () => solid(30, 20).webp().toBuffer()],
    ['GIF', () => solid(30, 20).gif().toBuffer()],
    ['AVIF', () => solid(30, 20).avif().toBuffer()],
    ['JPEG', () => solid(30, 20).jpeg().toBuffer()],
  ])('accepts %s and re-encodes it as WebP', async (_name, make) => {
    const result = await sanitizeImage(await make());
    expect(result).toMatchObject({ contentType: 'image/webp', extension: 'webp', width: 30, height: 20 });
    expect((await sharp(result.bytes).metadata()).format).toBe('webp');
  });

  it('keeps a GIF animation as an animated WebP', async () => {
    const result = await sanitizeImage(await animatedGif());
    const after = await sharp(result.bytes).metadata();
    expect(after.format).toBe('webp');
    expect(after.pages).toBe(2);
    expect(result).toMatchObject({ width: 40, height: 30 });
  });

  it('resizes every frame of an oversized animation', async () => {
    const frame = (background: string) => solid(3000, 1000).tint(background).png().toBuffer();
    const frames = await Promise.all([frame('#c0789f'), frame('#203040')]);
    const result = await sanitizeImage(await sharp(frames, { join: { animated: true } }).gif().toBuffer());
    expect([result.width, result.height]).toEqual([MAX_DIMENSION, 853]);
    expect((await sharp(result.bytes).metadata()).pages).toBe(2);
  });

  it(`shrinks the longest side to ${MAX_DIMENSION} px and never enlarges`, async () => {
    const big = await sanitizeImage(await solid(4000, 1000).png().toBuffer());
    expect([big.width, big.height]).toEqual([MAX_DIMENSION, 640]);
    const small = await sanitizeImage(await solid(10, 8).png().toBuffer());
    expect([small.width, small.height]).toEqual([10, 8]);
  });
});

describe('sanitizeImage rejections', () => {
  it('rejects a .jpg that is really text', async () => {
    const error = await rejection(new TextEncoder().encode('Hello, this is definitely not a photo of a dress.\n'));
    expect(error.reason).toBe('not-an-image');
  });

  it.each([
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'],
    ['empty', ''],
  ])('rejects %s input', async (_name, text) => {
    expect((await rejection(new TextEncoder().encode(text))).reason).toBe('not-an-image');
  });

  it('rejects TIFF, which sharp could decode but we do not accept', async () => {
    expect((await rejection(await solid(8, 8).tiff().toBuffer())).reason).toBe('not-an-image');
  });

  it.each([
    ['JPEG', () => noise(256, 256).jpeg({ quality: 95 }).toBuffer()],
    ['PNG', () => noise(256, 256).png().toBuffer()],
    ['WebP', () => noise(256, 256).webp({ quality: 95 }).toBuffer()],
  ])('rejects a truncated %s', async (_name, make) => {
    const whole = await make();
    expect((await rejection(whole.subarray(0, Math.floor(whole.length / 2)))).reason).toBe('corrupt');
  });

  it('rejects a JPEG signature followed by garbage', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 0x41)]);
    expect((await rejection(bytes)).reason).toBe('corrupt');
  });

  it('rejects a decompression bomb before decoding it', async () => {
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    expect((await rejection(bomb)).reason).toBe('too-many-pixels');
  });
});
