import { customConceptStreamId, dressOrderStreamId } from '@atelier/domain';
import { describeEachStore, openTestStore, type TestStore } from '@atelier/event-store/testing';
import { dueEntries, type OutboxEntry, type OutboxParams } from '@atelier/projections';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestSmtpServer, type ReceivedMail } from '../testing/smtp-server.ts';
import { streamOfClientToken } from './client-links.ts';
import { deliverEntry } from './deliver.ts';
import { DESIGNER, MailWorld, memoryLog } from './testing/mail-world.ts';

const icsField = (ics: string, name: string): string | undefined => new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, 'm').exec(ics)?.[1]?.trim();
/** The invitation's event alone: the VTIMEZONE before it has DTSTARTs of its own. */
const eventOf = (ics: string): string => ics.slice(ics.indexOf('BEGIN:VEVENT'));

describeEachStore('delivering the outbox, template by template, in both languages', (kind) => {
  let t: TestStore;
  let smtp: TestSmtpServer;
  let world: MailWorld;
  let delivered: { entry: OutboxEntry; mail: ReceivedMail }[] = [];

  beforeAll(async () => {
    t = await openTestStore(kind);
    smtp = await TestSmtpServer.start();
    world = await MailWorld.open(t.store, smtp.url);
    await world.designerAt(DESIGNER);
    for (const [id, lang] of [
      [1, 'es'],
      [2, 'en'],
    ] as const) {
      await world.order(id, lang);
      await world.verdict(id, 'dress', id === 1 ? 'ApproveRequest' : 'DenyRequest');
      await world.message(id, 'atelier', `Hola, clienta ${id}: ¿te va bien el martes?`);
      await world.message(id, 'client', `Sí, el martes por la tarde (${id}).`);
      await world.askLink(id);
      await world.concept(10 + id, lang);
      await world.contact(lang);
    }
    await world.schedule(7, 2, '2027-01-15');
    await world.reschedule(7, '2027-01-22');
    await world.cancel(7);
    await world.testMail();
    await world.catchUp();

    const everything = await world.deliverEverything(smtp.mails);
    for (const { template, outcome } of everything.outcomes) expect(outcome, template).toBe('sent');
    delivered = everything.delivered;
  });

  afterAll(async () => {
    await smtp?.stop();
    await t?.cleanup();
  });

  const of = (template: string) => delivered.filter((d) => d.entry.template === template);

  it('sends every entry once, each under its own Message-ID, and records it sent', async () => {
    const entries = await world.entries();
    // 2 × (2 for the order, its verdict, 2 messages, a link, 2 for the concept, a contact message) + 3 appointments + a test.
    expect(entries.length).toBe(2 * 9 + 3 + 1);
    expect(smtp.mails.length).toBe(entries.length);
    expect(smtp.messageIds().length).toBe(entries.length);
    for (const { entry, mail } of delivered) {
      expect(mail, `${entry.template} ${entry.outbox_id}`).toBeDefined();
      expect(entry).toMatchObject({ status: 'sent', attempts: 1, message_id: mail.messageId, last_error: null });
      expect(entry.response).toMatch(/^250 /);
      expect(await world.deliveryEvents(entry.outbox_id)).toEqual(['MailSendStarted', 'MailSent']);
    }
  });

  it('writes to her at her address in the language of her form, and to the designer at the contact address in Spanish', () => {
    for (const { entry, mail } of delivered) {
      const request = entry.request_id;
      const client =
        entry.template === 'contact-new' ? null : entry.request_type === 'concept' ? `concepto${request}@example.com` : `cliente${request}@example.com`;
      expect(mail.to, entry.template).toEqual([entry.recipient === 'designer' ? DESIGNER : client]);
      expect(mail.contentLanguage, entry.template).toBe(entry.recipient === 'designer' ? 'es' : request === 2 || request === 12 ? 'en' : 'es');
      expect(mail.from).toBe('Atelier <hola@atelier.example>');
      expect(mail.text.trim().length, entry.template).toBeGreaterThan(0);
      expect(mail.html, entry.template).toMatch(/^<!doctype html/i);
      expect(mail.subject.length).toBeGreaterThan(0);
    }
    const templates = new Set(delivered.map((d) => `${d.entry.template}/${d.mail.contentLanguage}`));
    for (const template of ['request-received', 'request-verdict', 'atelier-reply', 'client-link']) {
      expect(templates.has(`${template}/es`) && templates.has(`${template}/en`), template).toBe(true);
    }
    for (const template of ['request-new', 'client-message', 'contact-new', 'test']) expect(templates.has(`${template}/es`), template).toBe(true);
  });

  it('gives a contact message the sender as Reply-To, and nothing else a Reply-To', () => {
    expect(of('contact-new').map((d) => d.mail.replyTo)).toEqual(['visita@example.com', 'visita@example.com']);
    expect(delivered.filter((d) => d.entry.template !== 'contact-new').every((d) => d.mail.replyTo === null)).toBe(true);
  });

  it('links her mails to her page in her language with a token that opens that one request, and the designer\'s to the request in the back office', async () => {
    for (const { entry, mail } of delivered.filter((d) => d.entry.recipient === 'client')) {
      const page = entry.lang === 'en' ? 'https://atelier.example/en/my-request#t=' : 'https://atelier.example/mi-pedido#t=';
      const token = new RegExp(`${page.replace(/[.?/#]/g, '\\$&')}([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
      expect(token, `${entry.template}: ${mail.text}`).toBeDefined();
      expect(mail.html).toContain(`${page}${token}`);
      expect(await streamOfClientToken(t.store.db, token!, new Date())).toBe(entry.request_stream_id);
    }
    for (const { entry, mail } of [...of('request-new'), ...of('client-message')]) {
      expect(mail.text).toContain(`https://atelier.example/admin#request=${entry.request_type}-${entry.request_id}`);
    }
    for (const { mail } of of('contact-new')) expect(mail.text).toContain('https://atelier.example/admin/inbox');
  });

  it('tells her what she sent, with the form\'s labels in her language, and the designer who wrote', () => {
    const [es] = of('request-received').filter((d) => d.entry.lang === 'es');
    const [en] = of('request-received').filter((d) => d.entry.lang === 'en' && d.entry.request_type === 'concept');
    expect(es!.mail.text).toContain('Tipo de evento: Boda');
    expect(es!.mail.text).toContain('Describe tu vestido: Un vestido de seda largo');
    expect(en!.mail.text).toContain('Preferred contact: By text message');
    expect(en!.mail.text).toContain('Inspirations: Erté');
    const news = of('request-new').find((d) => d.entry.request_stream_id === dressOrderStreamId(2))!;
    expect(news.mail.text).toContain('cliente2@example.com');
    expect(news.mail.text).toContain('Tipo de evento: Boda');
    expect(of('client-message').map((d) => d.mail.text).join('\n')).toContain('Sí, el martes por la tarde (2).');
    expect(of('atelier-reply').find((d) => d.entry.request_stream_id === dressOrderStreamId(1))!.mail.text).toContain('¿te va bien el martes?');
    expect(of('request-received').some((d) => d.entry.request_stream_id === customConceptStreamId(11))).toBe(true);
  });

  it('sends the appointment as one calendar event: the same UID, a rising SEQUENCE, METHOD:CANCEL for the cancellation', () => {
    const params = (d: (typeof delivered)[number]) => d.entry.params as OutboxParams['appointment'];
    const appointments = of('appointment').sort((a, b) => params(a).sequence - params(b).sequence);
    expect(appointments.map((d) => params(d).change)).toEqual(['scheduled', 'rescheduled', 'cancelled']);
    const calendars = appointments.map((d) => d.mail.calendar!);
    expect(calendars.map((c) => c.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(calendars.map((c) => icsField(c.content, 'METHOD'))).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(calendars.every((c) => /BEGIN:VTIMEZONE\r?\nTZID:Europe\/Madrid/.test(c.content))).toBe(true);
    expect(new Set(calendars.map((c) => icsField(eventOf(c.content), 'UID')))).toEqual(new Set(['calendar-event-7@atelier.example']));
    expect(calendars.map((c) => Number(icsField(eventOf(c.content), 'SEQUENCE')))).toEqual([0, 1, 2]);
    expect(calendars.map((c) => icsField(eventOf(c.content), 'DTSTART'))).toEqual(['20270115', '20270122', '20270122']);
    expect(icsField(eventOf(calendars[2]!.content), 'STATUS')).toBe('CANCELLED');
    expect(calendars.every((c) => /^DTSTAMP:\d{8}T\d{6}Z$/m.test(c.content))).toBe(true);
    expect(appointments.every((d) => d.mail.to[0] === 'cliente2@example.com' && d.mail.contentLanguage === 'en')).toBe(true);
    expect(delivered.filter((d) => d.entry.template !== 'appointment').every((d) => d.mail.calendar === null)).toBe(true);
  });

  it('sends nothing again: every entry is sent, and a second sender finds none to take', async () => {
    expect(await dueEntries(t.store.db, new Date(Date.now() + 86_400_000), 100)).toEqual([]);
    const [first] = await world.entries();
    expect(await deliverEntry(world.deps(world.smtp(), { log: memoryLog() }), first!.outbox_id, new Date(Date.now() + 86_400_000))).toBe('not-due');
    expect(smtp.mails.length).toBe(delivered.length);
  });
});
