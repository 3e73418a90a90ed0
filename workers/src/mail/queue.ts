import type { Db } from '@atelier/event-store';
import { openEntries } from '@atelier/projections';
import { Queue, type ConnectionOptions } from 'bullmq';

export const MAIL_QUEUE = 'mail';
export const SEND_MAIL_JOB = 'send-mail';

/** Only the entry's id: the job reads the entry, and her data, when it runs. */
export interface SendMailJobData {
  outboxId: string;
}

export type MailQueue = Queue<SendMailJobData>;

export function createMailQueue(connection: ConnectionOptions, prefix?: string): MailQueue {
  return new Queue(MAIL_QUEUE, { connection, ...(prefix ? { prefix } : {}) });
}

/** A job that failed (the database away) is kept, and its id with it, this long; then the next sweep enqueues it again. */
const FAILED_KEPT_S = 60;

/**
 * One job per attempt of an entry, `mail-<id>-<attempts>`, delayed until the entry falls due
 * (its retry time, or the end of a dead sender's lease): enqueueing again what is waiting
 * adds nothing, and each new attempt is a new job (ADR 045). The job itself never retries:
 * the entry's own backoff does. Returns how many entries it enqueued.
 */
export async function enqueueOpenMail(db: Db, queue: MailQueue, now: Date): Promise<number> {
  const open = await openEntries(db, 1000);
  if (open.length === 0) return 0;
  await queue.addBulk(
    open.map((entry) => ({
      name: SEND_MAIL_JOB,
      data: { outboxId: entry.outboxId },
      opts: {
        jobId: `mail-${entry.outboxId}-${entry.attempts}`,
        delay: entry.dueAt === null ? 0 : Math.max(0, new Date(entry.dueAt).getTime() - now.getTime()),
        attempts: 1,
        removeOnComplete: true,
        removeOnFail: { age: FAILED_KEPT_S },
      },
    })),
  );
  return open.length;
}
