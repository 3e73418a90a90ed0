import type { DomainEvent } from '../kernel/decider.ts';

export const IMAGE_VARIANTS_MADE = 'ImageVariantsMade';

export interface ImageVariantRecord extends Record<string, unknown> {
  width: number;
  format: 'avif' | 'webp';
  /** The variant's blob key (derived from the original's, see variantKey in @atelier/blobs). */
  key: string;
}

export interface ImageVariantsMadeData extends Record<string, unknown> {
  /** The original's blob key: the stream is the original's. */
  blobKey: string;
  /** The original's size. */
  width: number;
  height: number;
  /** Empty when the original is too narrow (or animated) to have any. */
  variants: ImageVariantRecord[];
}

/** The responsive variants of one original were made and stored. */
export type ImageVariantsMade = DomainEvent<typeof IMAGE_VARIANTS_MADE, ImageVariantsMadeData>;

export type ImageVariantsEvent = ImageVariantsMade;
