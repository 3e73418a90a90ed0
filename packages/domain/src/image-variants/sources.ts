import { GALLERY_IMAGE_ADDED } from '../gallery-image/events.ts';
import { REVIEW_ADDED } from '../review/events.ts';

/**
 * The events that bring a public original into the store, each with its `blobKey` (null for
 * a review without a photo), as the variant reactor reads them.
 */
export const IMAGE_SOURCE_EVENT_TYPES = [GALLERY_IMAGE_ADDED, REVIEW_ADDED] as const;

export interface ImageSourceData extends Record<string, unknown> {
  blobKey: string | null;
}
