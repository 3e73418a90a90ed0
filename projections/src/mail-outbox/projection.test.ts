import {
  CALENDAR_EVENT_STREAM_TYPE,
  CONTACT_MESSAGE_STREAM_TYPE,
  CUSTOM_CONCEPT_STREAM_TYPE,
  DRESS_ORDER_STREAM_TYPE,
  calendarEventDecider,
  calendarEventStreamId,
  contactMessageDecider,
  contactMessageStreamId,
  customConceptDecider,
  customConceptStreamId,
  dressOrderDecider,
  dressOrderStreamId,
  mailDecider,
  mailOutboxStream,
  mailStream,
  personalDataErased,
  testMailStream,
  type Decider,
  type DomainEvent,
  type MailCommand,
  type SubmitCustomConcept,
  type SubmitDressOrder,
} from '@atelier/domain';
import type { EventStore, Position } from '@atelier/event-store';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { catchUpTo } from '../runner/catch-up-to.ts';
import { expectRebuildEqualsIncremental, incrementally } from '../testing/rebuild-equals-incremental.ts';
import { snapshotProjection } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { mailOutboxProjection } from './projection.ts';
import { dueEntries, listOutbox, nextDueAt, openEntries, outboxEntry } from './queries.ts';
import type { MailOutboxTable } from './table.ts';
import { outboxIdOf, type MailTemplate } from './templates.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 10, minute)).toISOString();
const submitted = { fullName: 'Lucía Ortega', email: 'lucia@example.com', phone: '+34 600 111 222', submittedAt: at(0), imageKeys: [] };
const dress = (requestId: number, lang: 'es' | 'en'): SubmitDressOrder => ({
  type: 'SubmitDressOrder',
  data: { ...submitted, requestId, eventType: 'wedding', eventDate: '2027-05-01', description: 'Un vestido de seda largo, con cola.', lang },
});
/** A concept as recorded before mail: its form's language was not kept. */
const conceptWithoutLang = (requestId: number) =>
  ({
    type: 'SubmitCustomConcept',
    data: { ...submitted, requestId, preferredContact: 'email', conceptDescription: 'Un traje inspirado en los años veinte.' },
  }) as unknown as SubmitCustomConcept;
const dressStream = (id: number) => ({ id: dressOrderStreamId(id), type: DRESS_ORDER_STREAM_TYPE });
const conceptStream = (id: number) => ({ id: customConceptStreamId(id), type: CUSTOM_CONCEPT_STREAM_TYPE });
const calendarStream = (id: number) => ({ id: calendarEventStreamId(id), type: CALENDAR_EVENT_STREAM_TYPE });
const contactId = '00000000-0000-4000-8000-000000000001';
const contactStream = { id: contactMessageStreamId(contactId), type: CONTACT_MESSAGE_STREAM_TYPE };
const testMailId = '6f1c2a4e-8b0d-4c3e-9f1a-2b3c4d5e6f70';
const metadata = { actor: 'user-admin', correlationId: 'c-1', causationId: null };

type Row = MailOutboxTable;

describeEachStore('mail-outbox projection', (kind) => {
  const shared = useProjectionStore(kind, [mailOutboxProjection]);
  const store = (): EventStore => shared.t.store;
  const rows = async () => (await snapshotProjection(store().db, mailOutboxProjection)) as Row[];
  const run = <C, E extends DomainEvent, S>(decider: Decider<C, E, S>, stream: { id: string; type: string }, command: C) =>
    incrementally(store(), mailOutboxProjection)(decider as Decider<unknown, DomainEvent, unknown>, stream, command);
  /** The id of the event at `version` of `streamId`. */
  const eventId = async (streamId: string, version: number) => (await store().readStream(streamId)).events[version]!.eventId;
  const rowOf = async (template: MailTemplate, sourceStreamId: string, version = 0) => {
    const id = outboxIdOf(await eventId(sourceStreamId, version), template, template === 'request-received' || template === 'request-verdict' || template === 'appointment' || template === 'atelier-reply' || template === 'client-link' ? 'client' : 'designer');
    const row = (await rows()).find((r) => r.outbox_id === id);
    if (!row) throw new Error(`no ${template} entry for ${sourceStreamId}@${version}`);
    return row;
  };
  const erase = async (streamId: string): Promise<Position> => {
    const { position } = await store().eraseSubject(streamId, personalDataErased(streamId, at(50)), metadata);
    await catchUpTo(store(), mailOutboxProjection, position);
    return position;
  };
  const pending = { status: 'pending', not_sent_reason: null, attempts: 0, retry_at: null, lease_until: null, message_id: null, response: null, last_error: null, sent_at: null, mail_version: -1 };

  it('makes no entry from what happened before the outbox was opened', async () => {
    await run(dressOrderDecider, dressStream(1), dress(1, 'en'));
    await run(calendarEventDecider, calendarStream(9), {
      type: 'ScheduleCalendarEvent',
      data: { eventId: 9, clientName: 'Lucía', date: '2027-01-10', eventType: 'wedding', milestone: 'First Fitting', requestId: 1, requestType: 'dress', scheduledAt: at(0) },
    });
    expect(await rows()).toEqual([]);
    await run(mailOutboxStream.decider, { id: mailOutboxStream.streamId, type: mailOutboxStream.streamType }, { type: 'OpenMailOutbox', data: { at: at(1) } });
    // Opening it again records nothing.
    await run(mailOutboxStream.decider, { id: mailOutboxStream.streamId, type: mailOutboxStream.streamType }, { type: 'OpenMailOutbox', data: { at: at(2) } });
    expect((await store().readStream(mailOutboxStream.streamId)).version).toBe(0);
    expect(await rows()).toEqual([]);
  });

  it('a submission: what she sent to her, in her language, and the news to the designer, in Spanish', async () => {
    await run(dressOrderDecider, dressStream(2), dress(2, 'en'));
    const source = dressOrderStreamId(2);
    const { eventId: sourceEventId, recordedAt } = (await store().readStream(source)).events[0]!;
    const about = { source_stream_id: source, source_event_id: sourceEventId, request_stream_id: source, request_type: 'dress', request_id: 2, params: '{}', created_at: recordedAt.toISOString(), erased: false };
    expect(await rowOf('request-received', source)).toEqual({ outbox_id: outboxIdOf(sourceEventId, 'request-received', 'client'), template: 'request-received', recipient: 'client', lang: 'en', ...about, ...pending });
    expect(await rowOf('request-new', source)).toEqual({ outbox_id: outboxIdOf(sourceEventId, 'request-new', 'designer'), template: 'request-new', recipient: 'designer', lang: 'es', ...about, ...pending });

    // A form without a language (recorded before mail) reads as Spanish.
    await run(customConceptDecider, conceptStream(3), conceptWithoutLang(3));
    expect(await rowOf('request-received', customConceptStreamId(3))).toMatchObject({ lang: 'es', request_type: 'concept', request_id: 3 });
    expect(await rowOf('request-new', customConceptStreamId(3))).toMatchObject({ lang: 'es', recipient: 'designer' });
  });

  it('a contact message: to the designer, about no request', async () => {
    await run(contactMessageDecider, contactStream, {
      type: 'ReceiveContactMessage',
      data: { messageId: contactId, name: 'Ana', email: 'ana@example.com', subject: null, message: 'Quisiera una cita.', receivedAt: at(3), lang: 'en' },
    });
    expect(await rowOf('contact-new', contactStream.id)).toMatchObject({ recipient: 'designer', lang: 'es', request_stream_id: null, request_type: null, request_id: null, params: '{}' });
  });

  it('a verdict: to her, in the language of her form, also when she sent it before the outbox opened', async () => {
    await run(dressOrderDecider, dressStream(2), { type: 'ApproveRequest', data: { requestId: 2, at: at(4) } });
    await run(customConceptDecider, conceptStream(3), { type: 'DenyRequest', data: { requestId: 3, at: at(4) } });
    await run(dressOrderDecider, dressStream(1), { type: 'ApproveRequest', data: { requestId: 1, at: at(4) } });
    expect(await rowOf('request-verdict', dressOrderStreamId(2), 1)).toMatchObject({ recipient: 'client', lang: 'en', request_stream_id: dressOrderStreamId(2), params: '{"verdict":"approved"}' });
    expect(await rowOf('request-verdict', customConceptStreamId(3), 1)).toMatchObject({ lang: 'es', request_type: 'concept', params: '{"verdict":"denied"}' });
    expect(await rowOf('request-verdict', dressOrderStreamId(1), 1)).toMatchObject({ lang: 'en', request_id: 1 });
  });

  it('a calendar event of her request: scheduled, rescheduled, cancelled, with the same calendar event and a rising sequence; none for a note or an event of nobody\'s request', async () => {
    const calendar = calendarEventStreamId(1);
    await run(calendarEventDecider, calendarStream(1), {
      type: 'ScheduleCalendarEvent',
      data: { eventId: 1, clientName: 'Lucía', date: '2027-01-15', eventType: 'wedding', milestone: 'First Fitting', requestId: 2, requestType: 'dress', notes: 'Traer zapatos', scheduledAt: at(5) },
    });
    await run(calendarEventDecider, calendarStream(2), {
      type: 'ScheduleCalendarEvent',
      data: { eventId: 2, clientName: 'Sin pedido', date: '2027-01-16', eventType: 'gala', milestone: 'First Fitting', scheduledAt: at(5) },
    });
    await run(calendarEventDecider, calendarStream(1), { type: 'RescheduleCalendarEvent', data: { eventId: 1, date: '2027-01-20', at: at(6) } });
    await run(calendarEventDecider, calendarStream(1), { type: 'RescheduleCalendarEvent', data: { eventId: 1, date: '2027-01-20', notes: 'Otra nota', at: at(7) } });
    await run(calendarEventDecider, calendarStream(1), { type: 'RescheduleCalendarEvent', data: { eventId: 1, date: '2027-01-20', milestone: 'Second Fitting', at: at(8) } });
    await run(calendarEventDecider, calendarStream(1), { type: 'CancelCalendarEvent', data: { eventId: 1, at: at(9) } });
    // A reschedule of a calendar event seen only in an earlier batch finds its request from the log: event 9 was scheduled before the outbox opened.
    await run(calendarEventDecider, calendarStream(9), { type: 'RescheduleCalendarEvent', data: { eventId: 9, date: '2027-01-11', at: at(9) } });

    const appointments = (await rows()).filter((r) => r.template === 'appointment')
      .sort((a, b) => a.source_stream_id.localeCompare(b.source_stream_id) || JSON.parse(a.params).sequence - JSON.parse(b.params).sequence);
    expect(appointments.map((r) => [r.source_stream_id, r.request_stream_id, r.lang, r.recipient, JSON.parse(r.params)])).toEqual([
      [calendar, dressOrderStreamId(2), 'en', 'client', { calendarEventId: 1, change: 'scheduled', date: '2027-01-15', milestone: 'First Fitting', sequence: 0 }],
      [calendar, dressOrderStreamId(2), 'en', 'client', { calendarEventId: 1, change: 'rescheduled', date: '2027-01-20', milestone: 'First Fitting', sequence: 1 }],
      [calendar, dressOrderStreamId(2), 'en', 'client', { calendarEventId: 1, change: 'rescheduled', date: '2027-01-20', milestone: 'Second Fitting', sequence: 3 }],
      [calendar, dressOrderStreamId(2), 'en', 'client', { calendarEventId: 1, change: 'cancelled', date: '2027-01-20', milestone: 'Second Fitting', sequence: 4 }],
      [calendarEventStreamId(9), dressOrderStreamId(1), 'en', 'client', { calendarEventId: 9, change: 'rescheduled', date: '2027-01-11', milestone: 'First Fitting', sequence: 1 }],
    ]);
    expect(await rowOf('appointment', calendar, 4)).toMatchObject({ request_type: 'dress', request_id: 2 });
  });

  it('the thread: the atelier\'s message to her, hers to the designer; her link asked again; a test mail to the designer', async () => {
    await run(dressOrderDecider, dressStream(2), { type: 'PostRequestMessage', data: { requestId: 2, from: 'atelier', text: 'Hola Lucía', at: at(10) } });
    await run(dressOrderDecider, dressStream(2), { type: 'PostRequestMessage', data: { requestId: 2, from: 'client', text: 'Gracias', at: at(11) } });
    await run(dressOrderDecider, dressStream(2), { type: 'RequestClientLink', data: { requestId: 2, at: at(12) } });
    await run(testMailStream(testMailId).decider, { id: testMailStream(testMailId).streamId, type: 'mail-test' }, { type: 'RequestTestMail', data: { requestId: testMailId, at: at(13) } });
    const source = dressOrderStreamId(2);
    expect(await rowOf('atelier-reply', source, 2)).toMatchObject({ recipient: 'client', lang: 'en', params: '{"messageNumber":1}', request_stream_id: source });
    expect(await rowOf('client-message', source, 3)).toMatchObject({ recipient: 'designer', lang: 'es', params: '{"messageNumber":2}', request_stream_id: source });
    expect(await rowOf('client-link', source, 4)).toMatchObject({ recipient: 'client', lang: 'en', params: '{}' });
    expect(await rowOf('test', `mail-test-${testMailId}`)).toMatchObject({ recipient: 'designer', lang: 'es', request_stream_id: null });
    // Every template, and no other entry: 2 submissions made 4, 1 contact message, 3 verdicts, 5 appointments, 2 messages, a link, a test.
    expect((await rows()).length).toBe(4 + 1 + 3 + 5 + 2 + 1 + 1);
  });

  it('folds each delivery: claimed, failed and retried, sent; put aside; failed for good, then sent again by an admin', async () => {
    const received = await rowOf('request-received', dressOrderStreamId(2));
    const id = received.outbox_id;
    const deliver = (command: MailCommand) => run(mailDecider, { id: mailStream(id).streamId, type: mailStream(id).streamType }, command);
    expect((await dueEntries(store().db, new Date(at(20)), 100)).map((e) => e.outbox_id)).toContain(id);

    await deliver({ type: 'StartMailSend', data: { outboxId: id, at: at(20), leaseUntil: at(21) } });
    expect(await outboxEntry(store().db, id)).toMatchObject({ status: 'sending', attempts: 1, lease_until: at(21), mail_version: 0, params: {} });
    expect((await dueEntries(store().db, new Date(at(20)), 100)).map((e) => e.outbox_id)).not.toContain(id);
    expect((await dueEntries(store().db, new Date(at(21)), 100)).map((e) => e.outbox_id)).toContain(id); // its sender died: the lease ran out

    await deliver({ type: 'RecordMailFailure', data: { outboxId: id, attempt: 1, at: at(20), error: 'ECONNREFUSED 127.0.0.1:25', retryAt: at(25) } });
    expect(await outboxEntry(store().db, id)).toMatchObject({ status: 'pending', attempts: 1, retry_at: at(25), lease_until: null, last_error: 'ECONNREFUSED 127.0.0.1:25' });
    expect((await dueEntries(store().db, new Date(at(24)), 100)).map((e) => e.outbox_id)).not.toContain(id);
    expect(await nextDueAt(store().db, new Date(at(24)))).toEqual(new Date(at(25)));
    expect((await openEntries(store().db, 100)).find((e) => e.outboxId === id)).toEqual({ outboxId: id, attempts: 1, dueAt: at(25) });

    await deliver({ type: 'StartMailSend', data: { outboxId: id, at: at(25), leaseUntil: at(26) } });
    await deliver({ type: 'RecordMailSent', data: { outboxId: id, attempt: 2, at: at(25), messageId: `<${id}@atelier.example>`, response: '250 2.0.0 Ok: queued' } });
    expect(await outboxEntry(store().db, id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      retry_at: null,
      lease_until: null,
      message_id: `<${id}@atelier.example>`,
      response: '250 2.0.0 Ok: queued',
      sent_at: at(25),
      last_error: 'ECONNREFUSED 127.0.0.1:25',
      mail_version: 3,
    });
    expect((await openEntries(store().db, 100)).map((e) => e.outboxId)).not.toContain(id);

    const news = (await rowOf('request-new', dressOrderStreamId(2))).outbox_id;
    await run(mailDecider, { id: mailStream(news).streamId, type: 'mail' }, { type: 'PutMailAside', data: { outboxId: news, at: at(30), reason: 'no-recipient' } });
    expect(await outboxEntry(store().db, news)).toMatchObject({ status: 'not-sent', not_sent_reason: 'no-recipient', attempts: 0 });

    const verdict = (await rowOf('request-verdict', dressOrderStreamId(2), 1)).outbox_id;
    const send = (command: MailCommand) => run(mailDecider, { id: mailStream(verdict).streamId, type: 'mail' }, command);
    await send({ type: 'StartMailSend', data: { outboxId: verdict, at: at(30), leaseUntil: at(31) } });
    await send({ type: 'RecordMailFailure', data: { outboxId: verdict, attempt: 1, at: at(30), error: '550 no such user', retryAt: null } });
    expect(await outboxEntry(store().db, verdict)).toMatchObject({ status: 'failed', attempts: 1, retry_at: null, last_error: '550 no such user' });
    expect(await nextDueAt(store().db, new Date(at(30)))).toBeNull();
    await send({ type: 'ResendMail', data: { outboxId: verdict, at: at(32) } });
    expect(await outboxEntry(store().db, verdict)).toMatchObject({ status: 'pending', attempts: 0, retry_at: null, last_error: '550 no such user' });
  });

  it('an erasure marks every entry about her erased, those to come too; a contact message\'s erasure marks its own', async () => {
    await run(dressOrderDecider, dressStream(4), dress(4, 'en'));
    await erase(dressOrderStreamId(4));
    await run(dressOrderDecider, dressStream(4), { type: 'ApproveRequest', data: { requestId: 4, at: at(51) } });
    const four = (await rows()).filter((r) => r.request_stream_id === dressOrderStreamId(4));
    expect(four.map((r) => [r.template, r.erased])).toEqual(
      expect.arrayContaining([
        ['request-received', true],
        ['request-new', true],
        ['request-verdict', true],
      ]),
    );
    expect(four).toHaveLength(3);

    await erase(dressOrderStreamId(2));
    await erase(calendarEventStreamId(1));
    await erase(contactStream.id);
    const all = await rows();
    const aboutTwo = all.filter((r) => r.request_stream_id === dressOrderStreamId(2));
    expect(aboutTwo.length).toBe(2 + 1 + 4 + 2 + 1);
    expect(aboutTwo.every((r) => r.erased)).toBe(true);
    expect(all.find((r) => r.template === 'contact-new')?.erased).toBe(true);
    // A sent mail stays sent: the log shows it was, and that she is erased now.
    expect(aboutTwo.find((r) => r.template === 'request-received')).toMatchObject({ status: 'sent', erased: true });
    expect(all.filter((r) => r.request_stream_id === customConceptStreamId(3) || r.template === 'test').every((r) => !r.erased)).toBe(true);
  });

  it('lists the log newest first, a page at a time', async () => {
    const all = await listOutbox(store().db, { limit: 1000 });
    expect(all.length).toBe((await rows()).length);
    const order = [...all].sort((a, b) => (a.created_at === b.created_at ? b.outbox_id.localeCompare(a.outbox_id) : b.created_at.localeCompare(a.created_at)));
    expect(all.map((e) => e.outbox_id)).toEqual(order.map((e) => e.outbox_id));
    const first = await listOutbox(store().db, { limit: 4 });
    const second = await listOutbox(store().db, { limit: 4, before: first.at(-1)!.outbox_id });
    expect([...first, ...second].map((e) => e.outbox_id)).toEqual(all.slice(0, 8).map((e) => e.outbox_id));
    expect(await outboxEntry(store().db, 'f'.repeat(32))).toBeNull();
  });

  it('rebuilding from zero gives exactly the incrementally built rows, and so does each batch applied twice', async () => {
    await expectRebuildEqualsIncremental(store(), mailOutboxProjection);
  });
});
