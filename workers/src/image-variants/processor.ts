import type { BlobStore } from '@atelier/blobs';
import type { EventStore } from '@atelier/event-store';
import { UnrecoverableError, type Job } from 'bullmq';
import { OriginalMissing, makeAndRecordVariants } from './make-and-record.ts';
import { MAKE_VARIANTS_JOB, type MakeVariantsJobData } from './queue.ts';

/**
 * The variant job: makes, stores and records one original's variants. Redone after a crash
 * (a stalled job, a retry), it appends nothing twice (see makeAndRecordVariants). A missing
 * original is not retried: there is nothing to make from.
 */
export function variantProcessor(store: EventStore, blobs: BlobStore) {
  return async (job: Job<MakeVariantsJobData>) => {
    if (job.name !== MAKE_VARIANTS_JOB) throw new UnrecoverableError(`Unknown job ${job.name}`);
    try {
      return { outcome: await makeAndRecordVariants(store, blobs, job.data.blobKey) };
    } catch (error) {
      if (error instanceof OriginalMissing) throw new UnrecoverableError(error.message);
      throw error;
    }
  };
}
