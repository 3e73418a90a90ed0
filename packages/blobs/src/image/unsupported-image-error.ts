export type UnsupportedImageReason =
  /** The bytes do not start like a JPEG, PNG, WebP, GIF or AVIF file. */
  | 'not-an-image'
  /** The header looks right but the decoder disagrees or the data is truncated/corrupt. */
  | 'corrupt'
  /** More pixels than MAX_INPUT_PIXELS: a possible decompression bomb. The API may answer 413. */
  | 'too-many-pixels';

/** The upload is not an image we accept; the API answers 415 (or 413 for 'too-many-pixels'). */
export class UnsupportedImageError extends Error {
  override readonly name = 'UnsupportedImageError';

  constructor(
    readonly reason: UnsupportedImageReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
