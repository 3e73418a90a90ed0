export { createProjectionQueue, wakeProjections, PROJECTIONS_QUEUE, type ProjectionQueue } from './queue.ts';
export { redisConnection } from './redis.ts';
export { wakeWorkersAfterAppend } from './waker.ts';
export { startProjectionWorker, type RunningWorker } from './start-worker.ts';
export { InProcessVariantMaker, type VariantLog } from './image-variants/in-process.ts';
export { PendingWorkDrain, type PendingWork, type WorkLog } from './background/pending-work-drain.ts';
export { makeAndRecordVariants, OriginalMissing, type VariantOutcome } from './image-variants/make-and-record.ts';
export { startImageVariantWorker, type RunningVariantWorker } from './image-variants/start-variant-worker.ts';
export {
  CLIENT_LINK_DAYS,
  clientLinkToken,
  createClientLinksTable,
  hashClientToken,
  issueClientLink,
  revokeClientLinks,
  streamOfClientToken,
  type ClientLinksTable,
} from './mail/client-links.ts';
