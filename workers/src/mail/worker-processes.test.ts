import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestStore, type TestStore } from '@atelier/event-store/testing';
import { ALL_PROJECTIONS, prepareProjections } from '@atelier/projections';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createProjectionQueue, wakeProjections, type ProjectionQueue } from '../queue.ts';
import { redisConnection } from '../redis.ts';
import { RedisServer } from '../testing/redis-server.ts';
import { describeWithServices, waitUntil } from '../testing/services.ts';
import { TestSmtpServer } from '../testing/smtp-server.ts';
import { WorkerProcess } from '../testing/worker-process.ts';
import { DESIGNER, FROM, MailWorld, ORIGIN, SESSION_SECRET } from './testing/mail-world.ts';

const NAMES = ALL_PROJECTIONS.map((p) => p.name);

describeWithServices(
  'mail from worker processes: two at once, Redis flushed, one killed mid-send',
  () => {
    let t: TestStore;
    let redis: RedisServer;
    let smtp: TestSmtpServer;
    let queue: ProjectionQueue;
    let world: MailWorld;
    let dir: string;
    const workers: WorkerProcess[] = [];
    let nextId = 1;

    const startWorker = () => {
      const worker = new WorkerProcess({
        databaseUrl: t.databaseUrl!,
        redisUrl: redis.url,
        heartbeatFile: join(dir, `heartbeat-${workers.length}`),
        extra: { SMTP_URL: smtp.url, MAIL_FROM: FROM, PUBLIC_ORIGIN: ORIGIN, SESSION_SECRET: SESSION_SECRET, DATA_DIR: dir },
      });
      workers.push(worker);
      return worker;
    };
    const started = (worker: WorkerProcess) => worker.waitForLog((l) => l.message === 'worker started', 60_000, '"worker started"');

    /** Every entry recorded sent. */
    const allSent = async () => (await world.entries()).every((e) => e.status === 'sent');

    beforeAll(async () => {
      t = await openTestStore('postgres');
      await prepareProjections(t.store, ALL_PROJECTIONS);
      redis = await RedisServer.start();
      smtp = await TestSmtpServer.start();
      queue = createProjectionQueue(redisConnection(redis.url, 'producer'));
      queue.on('error', () => {});
      world = await MailWorld.open(t.store, smtp.url);
      await world.designerAt(DESIGNER);
      dir = await mkdtemp(join(tmpdir(), 'atelier-mail-workers-'));
    });

    afterAll(async () => {
      await Promise.all(workers.map((w) => w.stop()));
      await queue?.close();
      await redis?.kill();
      await smtp?.stop();
      await t?.cleanup();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('two workers, nobody killed: each mail reaches the server once, under its one Message-ID, through a FLUSHALL in the middle', async () => {
      const [a, b] = [startWorker(), startWorker()];
      await Promise.all([started(a), started(b)]);
      for (let burst = 0; burst < 6; burst++) {
        for (let i = 0; i < 4; i++) {
          const id = nextId++;
          await world.order(id, id % 2 ? 'es' : 'en');
          if (id % 3 === 0) await world.verdict(id, 'dress', 'ApproveRequest');
        }
        await wakeProjections(queue, NAMES);
        if (burst === 2) expect(await redis.flushAll()).toBe('+OK');
      }
      await waitUntil('every entry sent', async () => (await world.catchUp(), allSent()), 90_000, 250);
      const entries = await world.entries();
      expect(entries.length).toBe(24 * 2 + 8);
      expect(smtp.messageIds().sort()).toEqual(entries.map((e) => `<${e.outbox_id}@atelier.example>`).sort());
      expect(smtp.mails.length).toBe(entries.length);
      for (const entry of entries.filter((e) => e.recipient === 'client')) {
        expect(smtp.mailsTo(`cliente${entry.request_id}@example.com`).every((m) => m.contentLanguage === (entry.request_id! % 2 ? 'es' : 'en'))).toBe(true);
      }
      // Each entry was sent by one attempt of one of the two workers.
      const sent = [...a.logs, ...b.logs].filter((l) => l.message === 'mail sent').map((l) => String(l.outboxId));
      expect(sent.sort()).toEqual(entries.map((e) => e.outbox_id).sort());
      for (const worker of [a, b]) expect(worker.logs.filter((l) => l.level === 'error'), worker.describe()).toEqual([]);
    }, 150_000);

    it('a worker killed after the SMTP server took a mail and before it recorded it: another sends a second copy under the same Message-ID when the lease runs out, and MailSent is recorded once', async () => {
      await Promise.all(workers.map((w) => w.stop()));
      const first = startWorker();
      await started(first);
      const before = smtp.mails.length;
      smtp.behaviour = {
        kind: 'accept-then',
        after: async () => {
          // The server has the mail; its sender dies before hearing so.
          smtp.behaviour = { kind: 'accept' };
          first.signal('SIGKILL');
          await first.exited;
        },
      };
      const id = nextId++;
      await world.order(id, 'en');
      await wakeProjections(queue, NAMES);
      expect((await first.exited).signal).toBe('SIGKILL');
      // The mail that killed it, and maybe the order's other one, sent beside it (two jobs at a time).
      const killed = smtp.mails[before]!;
      expect(smtp.mails.length).toBeGreaterThan(before);

      const second = startWorker();
      await started(second);
      // The lease (60 s) of what the dead worker held runs out; a sweep enqueues it again and the second worker sends it.
      await waitUntil('both mails of the order sent', async () => (await world.catchUp(), allSent()), 150_000, 500);
      const ofOrder = (await world.entries()).filter((e) => e.request_id === id);
      expect(ofOrder).toHaveLength(2);
      for (const entry of ofOrder) {
        const copies = smtp.mails.filter((m) => m.messageId === `<${entry.outbox_id}@atelier.example>`);
        const events = await world.deliveryEvents(entry.outbox_id);
        // One MailSent, and one copy per attempt, all the same mail. The kill may also cut the
        // order's other mail mid-send, before the server took it: that attempt alone has no copy.
        const attempts = events.filter((e) => e === 'MailSendStarted').length;
        expect(events.filter((e) => e === 'MailSent')).toHaveLength(1);
        expect(copies.length).toBeGreaterThanOrEqual(Math.max(1, attempts - 1));
        expect(copies.length).toBeLessThanOrEqual(attempts);
        expect(new Set(copies.map((m) => `${m.subject}|${m.to.join()}|${m.text}`)).size).toBe(1);
      }
      const resent = smtp.mails.filter((m) => m.messageId === killed.messageId);
      expect(resent).toHaveLength(2);
      expect(await world.deliveryEvents(killed.messageId.slice(1, 33))).toEqual(['MailSendStarted', 'MailSendStarted', 'MailSent']);
      expect(second.logs.filter((l) => l.level === 'error'), second.describe()).toEqual([]);
    }, 240_000);
  },
  { redisServer: true },
);
