import { aggregateStream } from '../kernel/decider.ts';
import { galleryImageDecider } from './decider.ts';

export const GALLERY_IMAGE_STREAM_TYPE = 'gallery-image';

/** The PostgreSQL sequence numeric gallery image ids come from (the route is /proyecto/{id}). */
export const GALLERY_IMAGE_ID_SEQUENCE = 'gallery_image_ids';

export const galleryImageStreamId = (imageId: number): string => `${GALLERY_IMAGE_STREAM_TYPE}-${imageId}`;

/** Where the re-encoded original of a gallery image is kept in the blob store. */
export const galleryImageBlobKey = (imageId: number, extension: string): string => `gallery/${imageId}/original.${extension}`;

/** One gallery image's stream: its decider, id and type as one value. */
export const galleryImageStream = (imageId: number) => aggregateStream(galleryImageDecider, GALLERY_IMAGE_STREAM_TYPE, galleryImageStreamId(imageId));
