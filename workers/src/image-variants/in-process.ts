import type { BlobStore } from '@atelier/blobs';
import type { EventStore } from '@atelier/event-store';
import { pendingVariantKeys } from '@atelier/projections';
import { PendingWorkDrain, type WorkLog } from '../background/pending-work-drain.ts';
import { makeAndRecordVariants, type MakeVariants } from './make-and-record.ts';

export type VariantLog = WorkLog;

/**
 * Embedded mode: makes the pending variants (the image-variants read model's to-do list) in
 * the background, one original at a time. Woken when that read model moves and once at start
 * (what a crash or a stop left pending is made then). `make` encodes elsewhere (the embedded
 * server's child process, ADR 059); reading, storing and recording stay here.
 */
export class InProcessVariantMaker extends PendingWorkDrain {
  constructor(store: EventStore, blobs: BlobStore, log: VariantLog, stopSignal?: AbortSignal, make?: MakeVariants) {
    super(
      {
        name: 'image variants',
        itemField: 'blobKey',
        pending: (limit) => pendingVariantKeys(store.db, limit),
        run: async (blobKey, signal) => {
          if ((await makeAndRecordVariants(store, blobs, blobKey, { signal, make })) === 'made') log.info('image variants made', { blobKey });
        },
      },
      log,
      stopSignal,
    );
  }
}
