import sharp from 'sharp';
import { Rng } from './random.ts';

/**
 * Paper texture made with sharp rather than SVG turbulence (which costs seconds per image):
 * a soft mottling of the paper's tone and a fine grain, both mid-grey noise laid over the
 * drawing with soft-light, so they darken and lighten it without tinting it.
 */
function noise(rng: Rng, width: number, height: number, spread: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index++) {
    const value = Math.round(128 + (rng.next() - 0.5) * 2 * spread);
    pixels[index * 3] = value;
    pixels[index * 3 + 1] = value;
    pixels[index * 3 + 2] = value;
  }
  return pixels;
}

export interface TextureLayer {
  input: Buffer;
  raw: { width: number; height: number; channels: 3 };
  blend: 'soft-light';
}

export async function paperTexture(seed: string, width: number, height: number, grain = 1): Promise<TextureLayer[]> {
  const rng = new Rng(`paper:${seed}`);
  const raw = { width, height, channels: 3 } as const;
  const smallWidth = Math.max(4, Math.round(width / 90));
  const smallHeight = Math.max(4, Math.round(height / 90));
  const mottle = await sharp(noise(rng, smallWidth, smallHeight, 26), { raw: { width: smallWidth, height: smallHeight, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .blur(Math.max(width, height) / 160)
    .raw()
    .toBuffer();
  const fibres = await sharp(noise(rng, width, height, 38 * grain), { raw })
    .blur(0.6)
    .raw()
    .toBuffer();
  return [
    { input: mottle, raw, blend: 'soft-light' },
    { input: fibres, raw, blend: 'soft-light' },
  ];
}
