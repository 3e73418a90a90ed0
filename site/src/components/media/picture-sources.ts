import type { ImageVariant, ResponsiveImage } from '@atelier/contracts';

const FORMATS = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const satisfies readonly { format: ImageVariant['format']; type: string }[];

/** One `<source>` per modern format the variant job made, widest-first in srcset order. */
export function pictureSources(image: ResponsiveImage): { type: string; srcset: string }[] {
  return FORMATS.flatMap(({ format, type }) => {
    const variants = image.variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);
    if (variants.length === 0) return [];
    const candidates = variants.map((variant) => `${variant.url} ${variant.width}w`);
    // The original is WebP too: the widest candidate of the WebP set (never re-made as a variant).
    if (format === 'webp') candidates.push(`${image.url} ${image.width}w`);
    return [{ type, srcset: candidates.join(', ') }];
  });
}
