/**
 * The events that bring a public original into the store, each with its `blobKey` (null for
 * a review without a photo). Owned by the gallery-image and review aggregates; named here as
 * the variant reactor reads them.
 */
export const IMAGE_SOURCE_EVENTS = ['GalleryImageAdded', 'ReviewAdded'] as const;

export interface ImageSourceData extends Record<string, unknown> {
  blobKey: string | null;
}
