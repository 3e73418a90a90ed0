export type { BlobStore, StoredBlob } from './blob-store.ts';
export { assertValidKey, isValidKey, InvalidBlobKeyError } from './keys.ts';
export { FsBlobStore } from './fs-blob-store.ts';
export { S3BlobStore, type S3BlobStoreOptions } from './s3-blob-store.ts';
export { createBlobStore, type BlobStoreConfig } from './create-blob-store.ts';
export { sanitizeImage, MAX_DIMENSION, MAX_INPUT_PIXELS, type SanitizedImage } from './image/sanitize-image.ts';
export { detectImageFormat, type ImageFormat } from './image/detect-format.ts';
export { UnsupportedImageError, type UnsupportedImageReason } from './image/unsupported-image-error.ts';
