import { randomBytes } from 'node:crypto';
import { openTestStore, type TestStore } from '@atelier/event-store/testing';
import { catchUp, mailOutboxProjection, outboxEntry, type OutboxEntry } from '@atelier/projections';
import type { Job } from 'bullmq';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { projectionProcessor } from '../processor.ts';
import { SWEEP_JOB } from '../queue.ts';
import { redisConnection } from '../redis.ts';
import { describeWithServices, waitUntil } from '../testing/services.ts';
import { TestSmtpServer } from '../testing/smtp-server.ts';
import { createMailQueue, type MailQueue } from './queue.ts';
import { startMailWorker, type RunningMailWorker } from './start-mail-worker.ts';
import { DESIGNER, MailWorld, memoryLog } from './testing/mail-world.ts';

describeWithServices('mail in production: the mail queue on PostgreSQL and Redis', () => {
  // The shared Redis, under a prefix of this run's own, so nothing else's jobs are touched.
  const prefix = `atelier-test-${randomBytes(4).toString('hex')}`;
  let t: TestStore;
  let smtp: TestSmtpServer;
  let world: MailWorld;
  let queue: MailQueue;
  let worker: RunningMailWorker | null = null;
  const log = memoryLog();
  // The workers' clock, moved by the tests: a retry falls due without waiting for it.
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);

  const start = () => (worker = startMailWorker(world.deps(world.smtp(), { log, clock }), process.env.REDIS_URL!, { ...log, warn: log.warn }, { prefix }));
  /** What the projection worker does at a sweep (workers/src/main.ts): the outbox's run, then its enqueue. */
  const sweep = (running: RunningMailWorker) =>
    projectionProcessor(t.store, [mailOutboxProjection], () => {}, undefined, async (projection) => {
      if (projection === mailOutboxProjection.name) await running.enqueueOpen();
    })({ name: SWEEP_JOB, data: {} } as Job<Record<string, never>>);
  const entry = async (id: string) => (await outboxEntry(t.store.db, id))!;
  const settled = (id: string, status: string, attempts: number) =>
    waitUntil(`${id} ${status} after ${attempts} attempts`, async () => {
      await catchUp(t.store, mailOutboxProjection);
      const row = await entry(id);
      return row.status === status && row.attempts === attempts;
    }, 30_000);

  async function acknowledgement(id: number): Promise<OutboxEntry> {
    await world.order(id, 'es');
    await world.catchUp();
    return (await world.entries()).find((e) => e.template === 'request-received' && e.request_id === id)!;
  }

  beforeAll(async () => {
    t = await openTestStore('postgres');
    smtp = await TestSmtpServer.start();
    world = await MailWorld.open(t.store, smtp.url);
    await world.designerAt(DESIGNER);
    queue = createMailQueue(redisConnection(process.env.REDIS_URL!, 'producer'), prefix);
  });
  afterEach(async () => {
    await worker?.close();
    worker = null;
    smtp.behaviour = { kind: 'accept' };
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await queue?.close();
    await smtp?.stop();
    await t?.cleanup();
  });

  it('a run of the outbox enqueues each entry once per attempt; the job sends it and records it', async () => {
    const running = start();
    const ack = await acknowledgement(1);
    await sweep(running);
    await settled(ack.outbox_id, 'sent', 1);
    await sweep(running);
    await sweep(running);
    await smtp.waitFor('the designer notice too', () => smtp.mails.length === 2, 30_000);
    expect(smtp.mailsTo('cliente1@example.com').map((m) => m.messageId)).toEqual([`<${ack.outbox_id}@atelier.example>`]);
    expect(await world.deliveryEvents(ack.outbox_id)).toEqual(['MailSendStarted', 'MailSent']);
  });

  it('a refused mail waits for its retry as a delayed job, and then goes out under the same Message-ID', async () => {
    const running = start();
    const ack = await acknowledgement(2);
    smtp.behaviour = { kind: 'refuse' };
    await sweep(running);
    await settled(ack.outbox_id, 'pending', 1);
    expect(await entry(ack.outbox_id)).toMatchObject({ last_error: expect.stringContaining('451') });
    // Enqueued again, the next attempt is a new job, delayed until the retry falls due.
    await running.enqueueOpen();
    const delayed = await queue.getJob(`mail-${ack.outbox_id}-1`);
    expect(delayed?.opts.delay).toBeGreaterThan(50_000);
    expect(delayed?.opts.delay).toBeLessThanOrEqual(60_000);
    await delayed?.remove();

    smtp.behaviour = { kind: 'accept' };
    offset = 61_000;
    await sweep(running);
    await settled(ack.outbox_id, 'sent', 2);
    expect(await entry(ack.outbox_id)).toMatchObject({ message_id: `<${ack.outbox_id}@atelier.example>` });
    expect(smtp.mailsTo('cliente2@example.com')).toHaveLength(1);
  });

  it('the SMTP server stopped, then started again: the mail goes out once it is back', async () => {
    offset = 0;
    const running = start();
    const ack = await acknowledgement(3);
    await smtp.stop();
    try {
      await sweep(running);
      await settled(ack.outbox_id, 'pending', 1);
      expect((await entry(ack.outbox_id)).last_error).toMatch(/ECONNREFUSED/);
    } finally {
      await smtp.listen();
    }
    offset = 61_000;
    await sweep(running);
    await settled(ack.outbox_id, 'sent', 2);
    expect(smtp.mailsTo('cliente3@example.com')).toHaveLength(1);
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});
