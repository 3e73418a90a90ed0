import { mediaUrl, type ImageVariant, type ResponsiveImage } from '@atelier/contracts';

/** The stored original of an image: its blob and its intrinsic size. */
export interface StoredOriginal {
  blobKey: string;
  width: number;
  height: number;
}

/**
 * The one place a `<picture>`'s data is assembled: the re-encoded original (always there)
 * and the variants made so far, which the caller joins in (none until the pipeline ran).
 */
export function responsiveImage(original: StoredOriginal, variants: readonly ImageVariant[]): ResponsiveImage {
  return { url: mediaUrl(original.blobKey), width: original.width, height: original.height, variants: [...variants] };
}
