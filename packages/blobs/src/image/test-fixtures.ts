// Builds test images in memory so the repository holds no binary fixtures.
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/** Random pixels compress badly, so the encoded file is long enough to cut in half meaningfully. */
export function noise(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export function solid(width: number, height: number): Sharp {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 160 } } });
}

/** A two-frame animated GIF, 40x30 per frame. Frames differ, or the encoder merges them. */
export async function animatedGif(): Promise<Buffer> {
  const frame = (background: string) => sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer();
  const frames = await Promise.all([frame('#c0789f'), frame('#203040')]);
  return sharp(frames, { join: { animated: true } }).gif({ loop: 0, delay: [100, 100] }).toBuffer();
}

/**
 * A valid PNG whose header claims `width` x `height` but carries almost no data: exactly what a
 * decompression bomb looks like before decoding.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
