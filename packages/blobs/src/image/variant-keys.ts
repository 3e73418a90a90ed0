import { assertValidKey } from '../keys.ts';

/** The widths pages ask for in `srcset`: a phone, a tablet or a small laptop, a large screen. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * Where a variant of an original is stored: beside it, named by width and format
 * (`gallery/12/original.webp` → `gallery/12/w480.avif`). A different original (a new upload)
 * has a different key, so a variant's key names its bytes forever and can be cached as immutable.
 */
export function variantKey(originalKey: string, width: number, format: VariantFormat): string {
  assertValidKey(originalKey);
  if (!Number.isInteger(width) || width <= 0) throw new RangeError(`Invalid variant width ${width}`);
  const slash = originalKey.lastIndexOf('/');
  const folder = originalKey.slice(0, slash + 1);
  const name = originalKey.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  // An original named `original.*` owns its folder; any other name prefixes its variants, so
  // two originals in one folder (`reviews/3.webp`, `reviews/4.webp`) never share a variant key.
  const prefix = stem === 'original' ? '' : `${stem}-`;
  return `${folder}${prefix}w${width}.${format}`;
}
