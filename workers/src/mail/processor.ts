import { UnrecoverableError, type Job } from 'bullmq';
import { deliverEntry, type DeliveryDeps } from './deliver.ts';
import { SEND_MAIL_JOB, type SendMailJobData } from './queue.ts';

/**
 * The mail job: one attempt at one entry. Run twice (a stalled job, two workers, a job enqueued
 * again after a flushed Redis), the entry's mail stream lets one attempt through (ADR 045).
 */
export function mailProcessor(deps: DeliveryDeps) {
  return async (job: Job<SendMailJobData>) => {
    if (job.name !== SEND_MAIL_JOB) throw new UnrecoverableError(`Unknown job ${job.name}`);
    const clock = deps.clock ?? (() => new Date());
    return { outcome: await deliverEntry(deps, job.data.outboxId, clock()) };
  };
}
