import { readdir, readFile, stat } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@atelier/config';
import { dressOrderStreamId, mailStream } from '@atelier/domain';
import { executeCommand } from '@atelier/event-store';
import { describeEachStore, openTestStore, type TestStore } from '@atelier/event-store/testing';
import { outboxEntry } from '@atelier/projections';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestSmtpServer } from '../testing/smtp-server.ts';
import { waitUntil } from '../testing/services.ts';
import { previewMail } from './compose.ts';
import { deliverEntry } from './deliver.ts';
import { InProcessMailSender } from './in-process.ts';
import { manualTimer } from '../testing/manual-timer.ts';
import { DESIGNER, FROM, MailWorld, memoryLog } from './testing/mail-world.ts';
import { removeEmlFilesOf, writeEmlFile } from './eml-file.ts';
import { emlTransport } from './transport.ts';

describeEachStore('the embedded sender', (kind) => {
  let t: TestStore;
  let smtp: TestSmtpServer;
  let world: MailWorld;
  let dir: string;

  beforeAll(async () => {
    t = await openTestStore(kind);
    smtp = await TestSmtpServer.start();
    world = await MailWorld.open(t.store, smtp.url);
    await world.designerAt(DESIGNER);
    dir = await mkdtemp(join(tmpdir(), 'atelier-mail-'));
  });

  afterAll(async () => {
    await smtp?.stop();
    await t?.cleanup();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('sends what is due when woken, and takes an entry whose sender died once its lease runs out, woken by its own timer', async () => {
    await world.order(1, 'es');
    await world.catchUp();
    const entries = await world.entries();
    const received = entries.find((e) => e.template === 'request-received')!;
    const news = entries.find((e) => e.template === 'request-new')!;
    // The sender's clock stands still until the test moves it: only its timer can wake it after that.
    const start = Date.now();
    let offset = 0;
    const clock = () => new Date(start + offset);
    // A sender claimed the designer's notice and died: its lease runs 300 ms past the sender's now.
    await executeCommand(t.store, {
      stream: mailStream(news.outbox_id),
      command: { type: 'StartMailSend', data: { outboxId: news.outbox_id, at: clock().toISOString(), leaseUntil: new Date(start + 300).toISOString() } },
      metadata: { actor: 'system', correlationId: 'dead sender', causationId: null },
    });
    await world.catchUp();

    const log = memoryLog();
    // The sender's timer fires when the test says: a wake-up it schedules stays visible until then.
    const timers = manualTimer();
    const sender = new InProcessMailSender(world.deps(world.smtp(), { log, clock }), log, undefined, timers.timer);
    try {
      sender.wake();
      await sender.idle();
      expect(smtp.mailsTo('cliente1@example.com')).toHaveLength(1);
      await world.catchUp();
      expect(await outboxEntry(t.store.db, news.outbox_id)).toMatchObject({ status: 'sending', attempts: 1 });
      expect(smtp.mailsTo(DESIGNER)).toEqual([]);
      // It looks again when the dead sender's lease runs out, 300 ms on its clock: only then.
      expect(timers.pending()).toEqual([300]);
      timers.fireAll();
      await sender.idle();
      expect(smtp.mailsTo(DESIGNER)).toEqual([]);
      expect(timers.pending()).toEqual([300]);

      offset = 1000; // the lease has run out
      timers.fireAll();
      await sender.idle();
      expect(smtp.mailsTo(DESIGNER)).toHaveLength(1);
      await world.catchUp();
      expect(await outboxEntry(t.store.db, received.outbox_id)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await outboxEntry(t.store.db, news.outbox_id)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
    } finally {
      await sender.stop();
    }
    expect(smtp.messageIds()).toHaveLength(2);
  });

  it('once stopped, wakes no more: its timer is cancelled, and a wake sends nothing, now or later', async () => {
    const timers = manualTimer();
    const sender = new InProcessMailSender(world.deps(world.smtp()), memoryLog(), undefined, timers.timer);
    sender.wake();
    await sender.idle();
    // Nothing due: it would look again in a minute.
    expect(timers.pending()).toEqual([60_000]);
    await sender.stop();
    expect(timers.pending()).toEqual([]);

    await world.order(2, 'en');
    await world.catchUp();
    sender.wake();
    await sender.idle();
    // A wake-up scheduled after the stop would be pending here; firing all there are sends nothing either.
    expect(timers.pending()).toEqual([]);
    timers.fireAll();
    await sender.idle();
    expect(smtp.mailsTo('cliente2@example.com')).toEqual([]);
  });

  it('without SMTP_URL writes each mail whole to DATA_DIR/mail/<id>.eml, 0600, and counts it sent; written again it is the same mail', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, MAIL_FROM: FROM });
    expect(config.mail.smtpUrl).toBeUndefined();
    const transport = emlTransport(config.mail);
    const received = (await world.entries()).find((e) => e.template === 'request-received' && e.request_id === 2);
    expect(await deliverEntry(world.deps(transport), received!.outbox_id, new Date())).toBe('sent');
    await world.catchUp();
    expect(await outboxEntry(t.store.db, received!.outbox_id)).toMatchObject({ status: 'sent', response: `written to mail/${received!.outbox_id}.eml` });

    const file = join(dir, 'mail', `${received!.outbox_id}.eml`);
    expect(await readdir(join(dir, 'mail'))).toEqual([`${received!.outbox_id}.eml`]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'mail'))).mode & 0o777).toBe(0o700);
    const parsed = await simpleParser(await readFile(file));
    expect(parsed.messageId).toBe(`<${received!.outbox_id}@atelier.example>`);
    expect(parsed.headers.get('content-language')).toBe('en');
    expect((parsed.to as { text: string }).text).toBe('cliente2@example.com');
    expect(parsed.text).toContain('https://atelier.example/en/my-request#t=');
    expect(parsed.html).toMatch(/^<!doctype html/i);

    // Written again (a retry after a crash), it is the same file.
    await writeEmlFile(join(dir, 'mail'), received!.outbox_id, await readFile(file));
    expect(await readdir(join(dir, 'mail'))).toEqual([`${received!.outbox_id}.eml`]);
    // Her erasure takes her files with it.
    await world.erase(dressOrderStreamId(2));
    await removeEmlFilesOf(t.store.db, join(dir, 'mail'), dressOrderStreamId(2));
    expect(await readdir(join(dir, 'mail'))).toEqual([]);
  });

  it('previews a mail for the log without issuing a link', async () => {
    const received = (await world.entries()).find((e) => e.template === 'request-received' && e.request_id === 1);
    const links = async () => Number((await t.store.db.selectFrom('client_links').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await links();
    const preview = await previewMail({ store: t.store, config: world.config }, received!);
    expect(preview.kind).toBe('mail');
    if (preview.kind !== 'mail') return;
    expect(preview.mail).toMatchObject({ to: 'cliente1@example.com', lang: 'es', messageId: `<${received!.outbox_id}@atelier.example>` });
    expect(preview.mail.text).toContain('https://atelier.example/mi-pedido#t=…');
    expect(await links()).toBe(before);
  });

  it('sends nothing twice however often it is woken', async () => {
    const log = memoryLog();
    const sender = new InProcessMailSender(world.deps(world.smtp(), { log }), log);
    try {
      for (let i = 0; i < 5; i++) sender.wake();
      await world.contact('es');
      await world.catchUp();
      for (let i = 0; i < 5; i++) sender.wake();
      await waitUntil('every entry sent or put aside', async () => {
        await world.catchUp();
        return (await world.entries()).every((e) => e.status === 'sent' || (e.erased && e.status === 'not-sent'));
      }, 15_000);
      await sender.idle();
    } finally {
      await sender.stop();
    }
    const counts = new Map<string, number>();
    for (const mail of smtp.mails) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(smtp.mailsTo(DESIGNER).some((m) => m.replyTo === 'visita@example.com')).toBe(true);
  });
});
