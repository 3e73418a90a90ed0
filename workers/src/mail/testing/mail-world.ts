import { randomUUID } from 'node:crypto';
import { loadConfig, type Config } from '@atelier/config';
import {
  calendarEventStream,
  commissionIdOf,
  commissionStream,
  contactMessageStream,
  customConceptStream,
  dressOrderStream,
  personalDataErased,
  siteSettingStream,
  testMailStream,
  type AggregateStream,
  type DomainEvent,
  type Lang,
  type MailNoticeKey,
  type Milestone,
} from '@atelier/domain';
import { createPlainTables, executeCommand, type EventStore, type Position } from '@atelier/event-store';
import { lastEventPosition } from '@atelier/event-store/testing';
import { catchUpTo, mailOutboxProjection, outboxEntry, prepareProjections, siteSettingsProjection, type OutboxEntry } from '@atelier/projections';
import { deliverEntry, type DeliveryDeps, type DeliveryLog } from '../deliver.ts';
import type { ReceivedMail } from '../../testing/smtp-server.ts';
import { clientLinkSecret } from '../links.ts';
import { openMailOutbox } from '../open-outbox.ts';
import { smtpTransport, type MailTransport } from '../transport.ts';

export const SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';
export const DESIGNER = 'taller@atelier.example';
export const FROM = 'Atelier <hola@atelier.example>';
export const ORIGIN = 'https://atelier.example';

const metadata = () => ({ actor: 'user-admin', correlationId: randomUUID(), causationId: null });

/** A log that keeps its lines, for tests that look at what the sender said. */
export function memoryLog(): DeliveryLog & { error(message: string, fields?: Record<string, unknown>): void; lines: { level: string; message: string; fields: Record<string, unknown> }[] } {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const at = (level: string) => (message: string, fields: Record<string, unknown> = {}) => void lines.push({ level, message, fields });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/**
 * A store with the outbox open and the read models the sender reads, and the commands that make
 * mail, run through the real deciders: what the API would append, without the API.
 */
export class MailWorld {
  last: Position | null = null;
  readonly config: Config;

  constructor(
    readonly store: EventStore,
    smtpUrl?: string,
  ) {
    this.config = loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: ORIGIN, MAIL_FROM: FROM, ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}) });
  }

  static async open(store: EventStore, smtpUrl?: string): Promise<MailWorld> {
    await prepareProjections(store, [mailOutboxProjection, siteSettingsProjection]);
    await createPlainTables(store.db);
    await openMailOutbox(store, new Date());
    return new MailWorld(store, smtpUrl);
  }

  deps(transport: MailTransport, options: { clock?: () => Date; leaseMs?: number; log?: DeliveryLog } = {}): DeliveryDeps {
    return { store: this.store, config: this.config, linkSecret: clientLinkSecret(SESSION_SECRET), transport, log: options.log ?? memoryLog(), ...options };
  }

  smtp(): MailTransport {
    if (!this.config.mail.smtpUrl) throw new Error('MailWorld: no SMTP_URL');
    return smtpTransport({ ...this.config.mail, smtpUrl: this.config.mail.smtpUrl });
  }

  async run<C, E extends DomainEvent, S>(stream: AggregateStream<C, E, S>, command: C): Promise<Position> {
    const { position } = await executeCommand(this.store, { stream, command, metadata: metadata() });
    this.last = position;
    return position;
  }

  /** The outbox and the settings read models, caught up with everything appended so far. */
  async catchUp(): Promise<void> {
    const last = (await lastEventPosition(this.store)) ?? this.last;
    if (!last) return;
    await catchUpTo(this.store, mailOutboxProjection, last);
    await catchUpTo(this.store, siteSettingsProjection, last);
  }

  order(id: number, lang: Lang, email = `cliente${id}@example.com`) {
    return this.run(dressOrderStream(id), {
      type: 'SubmitDressOrder',
      data: {
        requestId: id,
        fullName: `Clienta ${id}`,
        email,
        phone: '+34 600 111 222',
        address: null,
        eventType: 'wedding',
        eventDate: '2027-05-01',
        driveLink: null,
        description: 'Un vestido de seda largo, con cola y espalda abierta.',
        imageKeys: [`requests/dress/${id}/0.webp`],
        submittedAt: new Date().toISOString(),
        lang,
      },
    });
  }

  concept(id: number, lang: Lang, email = `concepto${id}@example.com`) {
    return this.run(customConceptStream(id), {
      type: 'SubmitCustomConcept',
      data: {
        requestId: id,
        fullName: `Clienta ${id}`,
        email,
        phone: '+34 600 333 444',
        preferredContact: 'text',
        conceptDescription: 'Un traje inspirado en los años veinte, con flecos.',
        inspirations: 'Erté',
        imageKeys: [],
        submittedAt: new Date().toISOString(),
        lang,
      },
    });
  }

  /** A verdict; an approval opens the commission too, as the verdict route does (ADR 065). */
  async verdict(id: number, kind: 'dress' | 'concept', verdict: 'ApproveRequest' | 'DenyRequest') {
    const at = new Date().toISOString();
    const command = { type: verdict, data: { requestId: id, at } };
    const written = kind === 'dress' ? await this.run(dressOrderStream(id), command) : await this.run(customConceptStream(id), command);
    if (verdict !== 'ApproveRequest') return written;
    const commissionId = commissionIdOf(kind, id);
    return this.run(commissionStream(commissionId), { type: 'OpenCommission', data: { commissionId, requestType: kind, requestId: id, at } });
  }

  schedule(eventId: number, requestId: number, date: string, milestone: Milestone = 'First Fitting') {
    return this.run(calendarEventStream(eventId), {
      type: 'ScheduleCalendarEvent',
      data: { eventId, clientName: `Clienta ${requestId}`, date, eventType: 'wedding', milestone, requestId, requestType: 'dress', scheduledAt: new Date().toISOString() },
    });
  }

  reschedule(eventId: number, date: string) {
    return this.run(calendarEventStream(eventId), { type: 'RescheduleCalendarEvent', data: { eventId, date, at: new Date().toISOString() } });
  }

  cancel(eventId: number) {
    return this.run(calendarEventStream(eventId), { type: 'CancelCalendarEvent', data: { eventId, at: new Date().toISOString() } });
  }

  message(id: number, from: 'atelier' | 'client', text: string) {
    return this.run(dressOrderStream(id), { type: 'PostRequestMessage', data: { requestId: id, from, text, at: new Date().toISOString() } });
  }

  askLink(id: number) {
    return this.run(dressOrderStream(id), { type: 'RequestClientLink', data: { requestId: id, at: new Date().toISOString() } });
  }

  contact(lang: Lang, email = 'visita@example.com') {
    const messageId = randomUUID();
    return this.run(contactMessageStream(messageId), {
      type: 'ReceiveContactMessage',
      data: { messageId, name: 'Visita', email, subject: 'Una cita', message: 'Quisiera pedir una cita para una prueba.', receivedAt: new Date().toISOString(), lang },
    });
  }

  testMail() {
    const requestId = randomUUID();
    return this.run(testMailStream(requestId), { type: 'RequestTestMail', data: { requestId, at: new Date().toISOString() } });
  }

  designerAt(address: string) {
    return this.run(siteSettingStream('contactEmail'), { type: 'ChangeSiteSetting', data: { key: 'contactEmail', value: address, at: new Date().toISOString() } });
  }

  notice(key: MailNoticeKey, on: boolean) {
    return this.run(siteSettingStream(key), { type: 'ChangeSiteSetting', data: { key, value: on ? 'on' : 'off', at: new Date().toISOString() } });
  }

  async erase(streamId: string): Promise<Position> {
    const { position } = await this.store.eraseSubject(streamId, personalDataErased(streamId, new Date().toISOString()), metadata());
    this.last = position;
    return position;
  }

  /** Every entry, oldest first. */
  async entries(): Promise<OutboxEntry[]> {
    const rows = await this.store.db.selectFrom('rm_mail_outbox').select('outbox_id').orderBy('created_at').orderBy('outbox_id').execute();
    return Promise.all(rows.map(async (row) => (await outboxEntry(this.store.db, row.outbox_id))!));
  }

  /**
   * Delivers every entry once over SMTP, each to be sent (`delivered` says which did not), then
   * pairs each entry with the mail the server received under its Message-ID.
   */
  async deliverEverything(received: readonly ReceivedMail[]): Promise<{ outcomes: { template: string; outcome: string }[]; delivered: { entry: OutboxEntry; mail: ReceivedMail }[] }> {
    const transport = this.smtp();
    const now = new Date();
    const outcomes: { template: string; outcome: string }[] = [];
    try {
      for (const entry of await this.entries()) outcomes.push({ template: entry.template, outcome: await deliverEntry(this.deps(transport), entry.outbox_id, now) });
    } finally {
      transport.close();
    }
    await this.catchUp();
    const byId = new Map(received.map((mail) => [mail.messageId, mail]));
    return { outcomes, delivered: (await this.entries()).map((entry) => ({ entry, mail: byId.get(`<${entry.outbox_id}@atelier.example>`)! })) };
  }

  /** The events of an entry's mail stream, by type. */
  async deliveryEvents(outboxId: string): Promise<string[]> {
    return (await this.store.readStream(`mail-${outboxId}`)).events.map((e) => e.type);
  }
}
