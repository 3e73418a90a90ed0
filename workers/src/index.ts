export { createProjectionQueue, wakeProjections, PROJECTIONS_QUEUE, type ProjectionQueue } from './queue.ts';
export { redisConnection } from './redis.ts';
export { wakeWorkersAfterAppend } from './waker.ts';
export { startProjectionWorker, type RunningWorker } from './start-worker.ts';
export { InProcessVariantMaker, type VariantLog } from './image-variants/in-process.ts';
export type { MakeVariants } from './image-variants/make-and-record.ts';
export { PendingWorkDrain, type PendingWork, type WorkLog } from './background/pending-work-drain.ts';
export { makeAndRecordVariants, OriginalMissing, type VariantOutcome } from './image-variants/make-and-record.ts';
export { startImageVariantWorker, type RunningVariantWorker } from './image-variants/start-variant-worker.ts';
export {
  CLIENT_LINK_DAYS,
  clientLinkToken,
  hashClientToken,
  issueClientLink,
  revokeClientLinks,
  streamOfClientToken,
} from './mail/client-links.ts';
export { composeMail, previewMail, messageIdOf, type ComposeDeps, type ComposedMail, type Composition } from './mail/compose.ts';
export { deliverEntry, DEFAULT_LEASE_MS, type DeliveryDeps, type DeliveryLog, type DeliveryOutcome } from './mail/deliver.ts';
export { mailDeliveryDeps } from './mail/delivery-deps.ts';
export { InProcessMailSender, type MailLog } from './mail/in-process.ts';
export { clientLinkSecret, clientPageLink } from './mail/links.ts';
export { openMailOutbox } from './mail/open-outbox.ts';
export { emlTransport, mailTransport, smtpTransport, type MailTransport } from './mail/transport.ts';
export { startMailWorker, type RunningMailWorker } from './mail/start-mail-worker.ts';
export { MAIL_QUEUE, createMailQueue, enqueueOpenMail, type MailQueue } from './mail/queue.ts';
export { removeEmlFilesOf, writeEmlFile } from './mail/eml-file.ts';
export { allReactors } from './reactors/all.ts';
export { clientAttachmentReactor } from './reactors/client-attachment/reactor.ts';
export { emailIndexKey, hashEmail, indexNewRequests, newestRequestOfEmail, normaliseEmail, type EmailIndexKey } from './reactors/client-attachment/email-index.ts';
