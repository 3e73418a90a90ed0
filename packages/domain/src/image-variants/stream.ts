import { aggregateStream } from '../kernel/decider.ts';
import { imageVariantsDecider } from './decider.ts';

export const IMAGE_VARIANTS_STREAM_TYPE = 'image-variants';

/** One stream per original: its blob key names it, so recording its variants twice is refused. */
export const imageVariantsStreamId = (blobKey: string): string => `${IMAGE_VARIANTS_STREAM_TYPE}-${blobKey}`;

/** The variants stream of one original: its decider, id and type as one value. */
export const imageVariantsStream = (blobKey: string) => aggregateStream(imageVariantsDecider, IMAGE_VARIANTS_STREAM_TYPE, imageVariantsStreamId(blobKey));
