import type { GalleryImageCreate, ReviewCreate } from '@atelier/contracts';
import {
  GALLERY_IMAGE_STREAM_TYPE,
  REVIEW_STREAM_TYPE,
  galleryImageDecider,
  galleryImageStreamId,
  reviewDecider,
  reviewStreamId,
  type AddGalleryImage,
  type AddReview,
  type GalleryImageState,
  type ReviewState,
} from '@atelier/domain';
import { toGalleryImage } from '../answers/gallery-image.ts';
import { toReview } from '../answers/review.ts';
import type { StoredImage } from '../uploads/store-images.ts';

/** The stream and decider of one gallery image, as commandRoute and executeCommand take them. */
export const galleryImageStream = (imageId: number) => ({
  decider: galleryImageDecider,
  streamId: galleryImageStreamId(imageId),
  streamType: GALLERY_IMAGE_STREAM_TYPE,
});

export const reviewStream = (reviewId: number) => ({ decider: reviewDecider, streamId: reviewStreamId(reviewId), streamType: REVIEW_STREAM_TYPE });

/** Adding a gallery image, whether the admin uploads it or the demo catalogue seeds it. */
export function addGalleryImage(imageId: number, fields: GalleryImageCreate, stored: StoredImage, addedAt: string): AddGalleryImage {
  return {
    type: 'AddGalleryImage',
    data: { imageId, ...fields, blobKey: stored.key, width: stored.width, height: stored.height, addedAt },
  };
}

/** Adding a review, whether the admin writes it or the demo catalogue seeds it. */
export function addReview(reviewId: number, fields: ReviewCreate, photo: StoredImage | null, addedAt: string): AddReview {
  return { type: 'AddReview', data: { reviewId, ...fields, blobKey: photo?.key ?? null, addedAt } };
}

/** The image an add or an edit leaves, as the API answers it (GalleryImage, with the version to edit it at next). */
export function galleryImageAnswer(state: GalleryImageState, version: number): Record<string, unknown> {
  if (state.status !== 'present') throw new Error('a gallery image command left no image');
  return { ...toGalleryImage({ image: state.image, version }) };
}

/** The review an add or an edit leaves, as the API answers it (Review, with the version to edit it at next). */
export function reviewAnswer(state: ReviewState, version: number): Record<string, unknown> {
  if (state.status !== 'present') throw new Error('a review command left no review');
  return { ...toReview({ review: state.review, version }) };
}
