import type { GalleryImageCreate } from '@atelier/contracts';
import type { AddGalleryImage, GalleryImageState } from '@atelier/domain';
import { toGalleryImage } from '../answers/gallery-image.ts';
import type { StoredImage } from '../uploads/store-images.ts';

/** Adding a gallery image, whether the admin uploads it or the demo catalogue seeds it. */
export function addGalleryImage(imageId: number, fields: GalleryImageCreate, stored: StoredImage, addedAt: string): AddGalleryImage {
  return {
    type: 'AddGalleryImage',
    data: { imageId, ...fields, blobKey: stored.key, width: stored.width, height: stored.height, addedAt },
  };
}

/**
 * What an add or an edit answers: the image its events leave, with the version to edit it at
 * next. Its variants come later, from the pipeline: a command's answer has none yet.
 */
export function galleryImageAnswer(state: GalleryImageState, version: number): Record<string, unknown> {
  if (state.status !== 'present') throw new Error('a gallery image command left no image');
  return { ...toGalleryImage({ image: state.image, version }) };
}
