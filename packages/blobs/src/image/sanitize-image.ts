import sharp from './sharp.ts';
import { detectImageFormat, type ImageFormat } from './detect-format.ts';
import { UnsupportedImageError } from './unsupported-image-error.ts';

export interface SanitizedImage {
  bytes: Uint8Array;
  contentType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

/** Longest side after re-encoding: sharp on a retina screen, far below camera resolutions. */
export const MAX_DIMENSION = 2560;
/** Refused before decoding. Covers 50 MP phone cameras; sharp's own default allows 268 MP. */
export const MAX_INPUT_PIXELS = 64_000_000;
const WEBP_QUALITY = 82;

// What sharp must report for each signature we accept; a mismatch means a disguised or broken file.
const SHARP_FORMAT: Record<ImageFormat, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', avif: 'heif' };

/**
 * Turns an untrusted upload into a clean WebP:
 * - only JPEG, PNG, WebP, GIF and AVIF are accepted, by signature and then by sharp's own parser;
 * - EXIF orientation is applied to the pixels, then every metadata block (EXIF with GPS, XMP,
 *   IPTC, ICC) is dropped, because sharp keeps none unless asked to;
 * - the longest side is capped at MAX_DIMENSION, never enlarged.
 * Animated GIF and WebP stay animated: all frames are re-encoded into an animated WebP, which
 * every browser we support plays, so the site serves one format and GIF uploads shrink.
 * Throws UnsupportedImageError for anything else.
 */
export async function sanitizeImage(bytes: Uint8Array): Promise<SanitizedImage> {
  const format = detectImageFormat(bytes);
  if (format === null) throw new UnsupportedImageError('not-an-image', 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted');

  const animated = format === 'gif' || format === 'webp';
  // failOn 'warning' (strictest) makes truncated or damaged data an error instead of grey pixels.
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', animated } as const;
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (metadata.format !== SHARP_FORMAT[format] || (format === 'avif' && metadata.compression !== 'av1')) {
      throw new UnsupportedImageError('corrupt', `The file starts like ${format} but decodes as ${metadata.format}`);
    }
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      contentType: 'image/webp',
      extension: 'webp',
      width: info.width,
      // For animations sharp stacks the frames vertically; a frame's height is what viewers see.
      height: info.pageHeight ?? info.height,
    };
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) {
      throw new UnsupportedImageError('too-many-pixels', `The image has more than ${MAX_INPUT_PIXELS} pixels`, { cause: error });
    }
    throw new UnsupportedImageError('corrupt', `The ${format} image could not be decoded`, { cause: error });
  }
}
