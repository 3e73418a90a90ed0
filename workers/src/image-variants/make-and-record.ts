import { makeVariants, variantKey, type BlobStore, type MadeVariants } from '@atelier/blobs';
import { VariantsAlreadyMade, imageVariantsStream, type ImageVariantRecord } from '@atelier/domain';
import { ConcurrencyError, executeCommand, type EventMetadata, type EventStore } from '@atelier/event-store';

/** Makes the variants of an original; by default `makeVariants` in this process. */
export type MakeVariants = (original: Uint8Array, signal?: AbortSignal) => Promise<MadeVariants>;

export type VariantOutcome = 'made' | 'already-made';

/** The original is not in the blob store (deleted before its variants were made): nothing to make from. */
export class OriginalMissing extends Error {
  override name = 'OriginalMissing';
  constructor(readonly blobKey: string) {
    super(`The original ${blobKey} is not in the blob store`);
  }
}

const systemMetadata = (): EventMetadata => ({ actor: 'system', correlationId: crypto.randomUUID(), causationId: null });

/**
 * Makes and stores the variants of one original, then records them with ImageVariantsMade
 * through the command seam. Safe to run again after a crash at any point, and beside another
 * run for the same original: blobs are put under keys derived from the original (the same
 * bytes again), and the original's stream takes one ImageVariantsMade only (the decider
 * refuses a second, the expected version refuses a concurrent one), so the event is never
 * duplicated. A recorded original is skipped before any image work. Once `signal` is aborted
 * it stops before the next encode or write and records nothing: the original stays pending.
 * `make` makes them elsewhere (the embedded server's child process, ADR 059); by default here.
 */
export async function makeAndRecordVariants(
  store: EventStore,
  blobs: BlobStore,
  blobKey: string,
  options: { signal?: AbortSignal; make?: MakeVariants | undefined } = {},
): Promise<VariantOutcome> {
  const { signal, make = (original: Uint8Array, signal?: AbortSignal) => makeVariants(original, { signal }) } = options;
  const stream = imageVariantsStream(blobKey);
  if ((await store.readStream(stream.streamId)).events.length > 0) return 'already-made';
  const original = await blobs.get(blobKey);
  if (!original) throw new OriginalMissing(blobKey);
  const made = await make(original.bytes, signal);
  const variants: ImageVariantRecord[] = [];
  for (const variant of made.variants) {
    signal?.throwIfAborted();
    const key = variantKey(blobKey, variant.width, variant.format);
    await blobs.put(key, variant.bytes, variant.contentType);
    variants.push({ width: variant.width, format: variant.format, key });
  }
  signal?.throwIfAborted();
  try {
    await executeCommand(store, {
      stream,
      command: { type: 'RecordImageVariants', data: { blobKey, width: made.width, height: made.height, variants } },
      metadata: systemMetadata(),
    });
    return 'made';
  } catch (error) {
    if (error instanceof VariantsAlreadyMade || error instanceof ConcurrencyError) return 'already-made';
    throw error;
  }
}
