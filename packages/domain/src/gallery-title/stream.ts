import { normaliseGalleryTitle } from './title.ts';
import { aggregateStream } from '../kernel/decider.ts';
import { galleryTitleDecider } from './decider.ts';

export const GALLERY_TITLE_STREAM_TYPE = 'gallery-title';

/** One stream per normalised title, so marking it is a write to one small stream. */
export const galleryTitleStreamId = (title: string): string => `${GALLERY_TITLE_STREAM_TYPE}-${normaliseGalleryTitle(title)}`;

/** One gallery title's stream: its decider, id and type as one value. */
export const galleryTitleStream = (title: string) => aggregateStream(galleryTitleDecider, GALLERY_TITLE_STREAM_TYPE, galleryTitleStreamId(title));
