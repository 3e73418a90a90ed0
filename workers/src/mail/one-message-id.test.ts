import { dressOrderStreamId, mailStream } from '@atelier/domain';
import { executeCommand } from '@atelier/event-store';
import { describeEachStore, openTestStore, type TestStore } from '@atelier/event-store/testing';
import { outboxEntry, type OutboxEntry } from '@atelier/projections';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { TestSmtpServer } from '../testing/smtp-server.ts';
import { deliverEntry } from './deliver.ts';
import { DESIGNER, MailWorld, memoryLog } from './testing/mail-world.ts';
import type { MailTransport } from './transport.ts';

const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);

/**
 * What SMTP allows us to promise (docs/decisions/063-honest-guarantees-and-tests.md): at most one
 * `MailSent` per mail and one Message-ID per mail. Without a crash mid-send a mail reaches the
 * server once; a sender cut off after the server took it leaves a second copy under the same
 * Message-ID, which receivers collapse.
 */
describeEachStore('each mail: at most one MailSent and one Message-ID, through failures and crashes', (kind) => {
  let t: TestStore;
  let smtp: TestSmtpServer;
  let world: MailWorld;
  let next = 100;

  beforeAll(async () => {
    t = await openTestStore(kind);
    smtp = await TestSmtpServer.start();
    world = await MailWorld.open(t.store, smtp.url);
    await world.designerAt(DESIGNER);
  });

  afterAll(async () => {
    await smtp?.stop();
    await t?.cleanup();
  });

  beforeEach(() => {
    smtp.behaviour = { kind: 'accept' };
  });

  /** A new order's acknowledgement to her, in the outbox and due. */
  async function acknowledgement(lang: 'es' | 'en' = 'es'): Promise<OutboxEntry> {
    const id = next++;
    await world.order(id, lang);
    await world.catchUp();
    return (await world.entries()).find((e) => e.template === 'request-received' && e.request_id === id)!;
  }

  const entry = async (id: string) => (await outboxEntry(t.store.db, id))!;
  const mailsOf = (id: string) => smtp.mails.filter((m) => m.messageId === `<${id}@atelier.example>`);
  const sentRecords = async (id: string) => (await world.deliveryEvents(id)).filter((e) => e === 'MailSent').length;

  it('a refused mail is tried again after a minute, and reaches the server once, under its Message-ID, recorded sent once', async () => {
    const ack = await acknowledgement();
    const transport = world.smtp();
    const now = new Date();
    smtp.behaviour = { kind: 'refuse' };
    expect(await deliverEntry(world.deps(transport, { clock: () => now }), ack.outbox_id, now)).toBe('retrying');
    await world.catchUp();
    expect(await entry(ack.outbox_id)).toMatchObject({ status: 'pending', attempts: 1, retry_at: minutes(now, 1).toISOString(), last_error: expect.stringContaining('451') });
    expect(await deliverEntry(world.deps(transport), ack.outbox_id, minutes(now, 0.5))).toBe('not-due');

    smtp.behaviour = { kind: 'accept' };
    expect(await deliverEntry(world.deps(transport, { clock: () => minutes(now, 1) }), ack.outbox_id, minutes(now, 1))).toBe('sent');
    await world.catchUp();
    expect(await entry(ack.outbox_id)).toMatchObject({ status: 'sent', attempts: 2, message_id: `<${ack.outbox_id}@atelier.example>` });
    expect(mailsOf(ack.outbox_id)).toHaveLength(1);
    expect(await world.deliveryEvents(ack.outbox_id)).toEqual(['MailSendStarted', 'MailSendFailed', 'MailSendStarted', 'MailSent']);
    transport.close();
  });

  it('a stopped SMTP server is waited for: the mail reaches it once it is back, one copy, recorded sent once', async () => {
    const ack = await acknowledgement('en');
    const transport = world.smtp();
    const now = new Date();
    await smtp.stop();
    try {
      expect(await deliverEntry(world.deps(transport, { clock: () => now }), ack.outbox_id, now)).toBe('retrying');
      await world.catchUp();
      expect(await entry(ack.outbox_id)).toMatchObject({ status: 'pending', attempts: 1, retry_at: minutes(now, 1).toISOString(), last_error: expect.stringMatching(/ECONNREFUSED/) });
    } finally {
      await smtp.listen();
    }
    expect(await deliverEntry(world.deps(transport), ack.outbox_id, minutes(now, 1))).toBe('sent');
    await world.catchUp();
    expect(mailsOf(ack.outbox_id).map((m) => m.contentLanguage)).toEqual(['en']);
    expect(await sentRecords(ack.outbox_id)).toBe(1);
    transport.close();
  });

  it('after the fifth failure the entry is failed, until an admin sends it again', async () => {
    const ack = await acknowledgement();
    const transport = world.smtp();
    smtp.behaviour = { kind: 'refuse' };
    let at = new Date();
    const outcomes: string[] = [];
    for (const wait of [0, 1, 5, 30, 120]) {
      at = minutes(at, wait);
      outcomes.push(await deliverEntry(world.deps(transport, { clock: () => at }), ack.outbox_id, at));
      await world.catchUp();
    }
    expect(outcomes).toEqual(['retrying', 'retrying', 'retrying', 'retrying', 'failed']);
    expect(await entry(ack.outbox_id)).toMatchObject({ status: 'failed', attempts: 5, retry_at: null });
    expect(await deliverEntry(world.deps(transport), ack.outbox_id, minutes(at, 600))).toBe('not-due');

    await executeCommand(t.store, { stream: mailStream(ack.outbox_id), command: { type: 'ResendMail', data: { outboxId: ack.outbox_id, at: at.toISOString() } }, metadata: { actor: 'user-admin', correlationId: 'c', causationId: null } });
    smtp.behaviour = { kind: 'accept' };
    expect(await deliverEntry(world.deps(transport), ack.outbox_id, minutes(at, 1))).toBe('sent');
    await world.catchUp();
    expect(await entry(ack.outbox_id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(mailsOf(ack.outbox_id)).toHaveLength(1);
    expect(await sentRecords(ack.outbox_id)).toBe(1);
    transport.close();
  });

  it('a sender that dies after the server took the mail and before recording it: the next sends a second copy under the same Message-ID, and MailSent is recorded once', async () => {
    const ack = await acknowledgement();
    const real = world.smtp();
    // Sends, then never comes back: its process is gone as far as the outbox can tell.
    let release: () => void = () => {};
    const gone = new Promise<never>((_, reject) => (release = () => reject(new Error('the dead sender is gone'))));
    const dying: MailTransport = { kind: 'smtp', close: () => real.close(), send: async (id, mail) => (await real.send(id, mail), gone) };
    const now = new Date();
    const dead = deliverEntry(world.deps(dying, { leaseMs: 60_000 }), ack.outbox_id, now);
    await smtp.waitFor('the first copy', () => mailsOf(ack.outbox_id).length === 1, 10_000);
    await world.catchUp();
    expect(await entry(ack.outbox_id)).toMatchObject({ status: 'sending', attempts: 1 });

    // Before its lease runs out nobody else takes it; after, the next sender does.
    const other = world.smtp();
    expect(await deliverEntry(world.deps(other), ack.outbox_id, minutes(now, 0.5))).toBe('not-due');
    expect(await deliverEntry(world.deps(other, { clock: () => minutes(now, 1) }), ack.outbox_id, minutes(now, 1))).toBe('sent');
    await world.catchUp();
    expect(mailsOf(ack.outbox_id)).toHaveLength(2);
    expect(new Set(mailsOf(ack.outbox_id).map((m) => m.messageId)).size).toBe(1);
    expect(mailsOf(ack.outbox_id)[0]!.subject).toBe(mailsOf(ack.outbox_id)[1]!.subject);
    expect(await entry(ack.outbox_id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await world.deliveryEvents(ack.outbox_id)).toEqual(['MailSendStarted', 'MailSendStarted', 'MailSent']);

    // Were the dead one to come back, its outcome would change nothing.
    release();
    expect(await dead).toBe('retrying');
    await world.catchUp();
    expect(await entry(ack.outbox_id)).toMatchObject({ status: 'sent' });
    expect(await sentRecords(ack.outbox_id)).toBe(1);
    other.close();
  });

  it('two senders at once: one claims the entry, the other finds it taken; one copy, one MailSent', async () => {
    const ack = await acknowledgement();
    const [a, b] = [world.smtp(), world.smtp()];
    const now = new Date();
    const outcomes = await Promise.all([deliverEntry(world.deps(a), ack.outbox_id, now), deliverEntry(world.deps(b), ack.outbox_id, now)]);
    expect(outcomes.sort()).toEqual(['not-due', 'sent']);
    expect(mailsOf(ack.outbox_id)).toHaveLength(1);
    expect(await world.deliveryEvents(ack.outbox_id)).toEqual(['MailSendStarted', 'MailSent']);
    a.close();
    b.close();
  });

  it('after her erasure nothing goes to her, and her entries say erased, also before the outbox has caught up', async () => {
    const id = next++;
    await world.order(id, 'es');
    await world.verdict(id, 'dress', 'ApproveRequest');
    await world.catchUp();
    const [received, news, verdict] = (await world.entries()).filter((e) => e.request_id === id);
    await world.erase(dressOrderStreamId(id));
    const transport = world.smtp();
    const before = smtp.mails.length;
    // The read model does not know yet: her sealed data, unreadable now, says so.
    expect(await deliverEntry(world.deps(transport), received!.outbox_id, new Date())).toBe('not-sent');
    await world.catchUp();
    expect(await deliverEntry(world.deps(transport), news!.outbox_id, new Date())).toBe('not-sent');
    expect(await deliverEntry(world.deps(transport), verdict!.outbox_id, new Date())).toBe('not-sent');
    await world.catchUp();
    for (const e of [received!, news!, verdict!]) expect(await entry(e.outbox_id)).toMatchObject({ status: 'not-sent', not_sent_reason: 'erased', erased: true });
    expect(smtp.mails.length).toBe(before);
    transport.close();
  });

  it('a notice the designer switched off is put aside; so is every designer mail while she has no address', async () => {
    await world.notice('notifyNewRequest', false);
    await world.catchUp();
    const id = next++;
    await world.order(id, 'en');
    await world.catchUp();
    const news = (await world.entries()).find((e) => e.template === 'request-new' && e.request_id === id)!;
    const log = memoryLog();
    expect(await deliverEntry(world.deps(world.smtp(), { log }), news.outbox_id, new Date())).toBe('not-sent');
    await world.notice('notifyNewRequest', true);
    await world.catchUp();
    expect(await entry(news.outbox_id)).toMatchObject({ status: 'not-sent', not_sent_reason: 'switched-off' });
    expect(log.lines).toEqual([{ level: 'info', message: 'mail not sent', fields: { outboxId: news.outbox_id, template: 'request-new', attempt: 1, reason: 'switched-off' } }]);

    // A store whose owner never set her contact address.
    const bare = await openTestStore(kind);
    try {
      const other = await MailWorld.open(bare.store, smtp.url);
      await other.testMail();
      await other.catchUp();
      const [test] = await other.entries();
      expect(await deliverEntry(other.deps(other.smtp()), test!.outbox_id, new Date())).toBe('not-sent');
      await other.catchUp();
      expect(await outboxEntry(bare.store.db, test!.outbox_id)).toMatchObject({ status: 'not-sent', not_sent_reason: 'no-recipient' });
    } finally {
      await bare.cleanup();
    }
  });
});
