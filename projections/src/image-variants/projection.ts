import { IMAGE_SOURCE_EVENT_TYPES, IMAGE_VARIANTS_MADE, type ImageSourceData, type ImageVariantsMadeData } from '@atelier/domain';
import { javascriptProjection } from '../javascript-projection.ts';
import { imageVariantsTable } from './table.ts';

/**
 * Every public original and its variants: a row appears, pending, when an image or a review
 * brings an original in, and is filled when ImageVariantsMade records them (a recorded row
 * wins over a pending one, in whichever order they come). The pending rows are the variant
 * reactor's to-do list (ADR 016): kept in the database, they survive a crash or a flushed
 * Redis, and the reactor's own checkpoint is this projection's.
 */
export const imageVariantsProjection = javascriptProjection({
  name: 'image-variants',
  why: 'one row per public image, as many as the owner curates (ADR 011)',
  table: imageVariantsTable,
  handles: [...IMAGE_SOURCE_EVENT_TYPES, IMAGE_VARIANTS_MADE],
  fold(event) {
    if (event.type !== IMAGE_VARIANTS_MADE) {
      const { blobKey } = event.data as ImageSourceData;
      return typeof blobKey === 'string' ? { insert: { blob_key: blobKey } } : [];
    }
    const { blobKey, width, height, variants } = event.data as ImageVariantsMadeData;
    // Stored data comes back from jsonb with its keys reordered: written in one order, always.
    const made = { width, height, variants: JSON.stringify(variants.map(({ width, format, key }) => ({ width, format, key }))) };
    return { insert: { blob_key: blobKey, ...made }, orUpdate: made };
  },
});
