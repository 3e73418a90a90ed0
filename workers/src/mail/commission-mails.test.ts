import { commissionStream, dressOrderStreamId } from '@atelier/domain';
import { describeEachStore, openTestStore, type TestStore } from '@atelier/event-store/testing';
import type { OutboxEntry } from '@atelier/projections';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestSmtpServer, type ReceivedMail } from '../testing/smtp-server.ts';
import { deliverEntry } from './deliver.ts';
import { DESIGNER, MailWorld, memoryLog } from './testing/mail-world.ts';

const nbsp = '\u00a0';
const at = () => new Date().toISOString();

describeEachStore('the commission mails: her quote, and the designer\'s notice of her fabric', (kind) => {
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
      await world.verdict(id, 'dress', 'ApproveRequest');
      const commissionId = `dress-${id}`;
      await world.run(commissionStream(commissionId), {
        type: 'SendCommissionQuote',
        data: { commissionId, lines: [{ label: 'Diseño', amountCents: 50_000 }, { label: 'Confección', amountCents: 75_000 }], depositPercent: 50, validUntil: '2099-12-31', today: '2026-11-28', at: at() },
      });
    }
    const commissionId = 'dress-1';
    const fabric = { commissionId, supplier: 'Tejidos Gómez', composition: '100 % seda', pricePerMetreCents: 4_500, metres: 3, swatchKey: 'commissions/dress-1/fabric.webp' };
    await world.run(commissionStream(commissionId), { type: 'AddCommissionFabric', data: { ...fabric, name: 'Mikado marfil', at: at() } });
    await world.run(commissionStream(commissionId), { type: 'AddCommissionFabric', data: { ...fabric, name: 'Crepé perla', at: at() } });
    await world.run(commissionStream(commissionId), { type: 'ChooseCommissionFabric', data: { commissionId, fabric: 2, at: at() } });
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

  it('makes one entry per quote sent and per choice, each sent once', async () => {
    expect(of('quote-sent').length).toBe(2);
    expect(of('fabric-chosen').length).toBe(1);
    for (const { entry, mail } of [...of('quote-sent'), ...of('fabric-chosen')]) {
      expect(mail, entry.template).toBeDefined();
      expect(entry).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await world.deliveryEvents(entry.outbox_id)).toEqual(['MailSendStarted', 'MailSent']);
      expect(smtp.mails.filter((sent) => sent.messageId === mail.messageId).length).toBe(1);
    }
    const [first] = of('quote-sent');
    expect(await deliverEntry(world.deps(world.smtp(), { log: memoryLog() }), first!.entry.outbox_id, new Date(Date.now() + 86_400_000))).toBe('not-due');
  });

  it('sends her the quote in her language, its money written her way, with the link to her page', () => {
    const es = of('quote-sent').find((d) => d.entry.request_stream_id === dressOrderStreamId(1))!;
    const en = of('quote-sent').find((d) => d.entry.request_stream_id === dressOrderStreamId(2))!;
    expect(es.mail.to).toEqual(['cliente1@example.com']);
    expect(es.mail.contentLanguage).toBe('es');
    expect(es.mail.subject).toBe('Tu presupuesto para tu pedido n.º 1');
    for (const line of [`Diseño: 500,00${nbsp}€`, `Total: 1.250,00${nbsp}€`, `Señal (50 %): 625,00${nbsp}€`, 'Válido hasta: jueves, 31 de diciembre de 2099']) expect(es.mail.text).toContain(line);
    expect(es.mail.text).toMatch(/https:\/\/atelier\.example\/mi-pedido#t=[A-Za-z0-9_-]{43}/);
    expect(en.mail.to).toEqual(['cliente2@example.com']);
    expect(en.mail.contentLanguage).toBe('en');
    for (const line of ['Total: €1,250.00', 'Deposit (50%): €625.00', 'Valid until: Thursday, 31 December 2099']) expect(en.mail.text).toContain(line);
    expect(en.mail.text).toMatch(/https:\/\/atelier\.example\/en\/my-request#t=[A-Za-z0-9_-]{43}/);
  });

  it('tells the designer, in Spanish, which fabric she chose, with the way to the commission', () => {
    const [notice] = of('fabric-chosen');
    expect(notice!.mail.to).toEqual([DESIGNER]);
    expect(notice!.mail.contentLanguage).toBe('es');
    expect(notice!.mail.subject).toBe('Clienta 1 ha elegido tejido: Crepé perla');
    expect(notice!.mail.text).toContain('Proveedor: Tejidos Gómez');
    expect(notice!.mail.text).toContain('https://atelier.example/admin/commissions/dress-1');
  });
});
