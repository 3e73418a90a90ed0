export const IMAGE_VARIANTS_STREAM_TYPE = 'image-variants';

/** One stream per original: its blob key names it, so recording its variants twice is refused. */
export const imageVariantsStreamId = (blobKey: string): string => `${IMAGE_VARIANTS_STREAM_TYPE}-${blobKey}`;
