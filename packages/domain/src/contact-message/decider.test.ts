import { describe, expect, it } from 'vitest';
import { DomainError, NotFound } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { ArchiveContactMessage, MarkContactMessageRead, ReceiveContactMessage } from './commands.ts';
import { contactMessageDecider } from './decider.ts';
import type { ContactMessageEvent, ContactMessageReceived } from './events.ts';
import { contactMessageStreamId } from './stream.ts';

const id = '0b7e4f1c-3a52-4c8e-9d61-2f0a5b7c9e13';
const receive: ReceiveContactMessage = {
  type: 'ReceiveContactMessage',
  data: {
    messageId: id,
    name: 'Carmen Ortega',
    email: 'carmen@example.com',
    subject: 'Prueba de vestido',
    message: '¿Tenéis cita libre el jueves por la tarde?',
    receivedAt: '2026-11-25T16:30:00.000Z',
    lang: 'es',
  },
};
const received: ContactMessageReceived = {
  type: 'ContactMessageReceived',
  data: { ...receive.data, subject: 'Prueba de vestido' },
  pii: ['name', 'email', 'subject', 'message'],
};
const erased: ContactMessageEvent = { type: 'PersonalDataErased', data: { streamId: contactMessageStreamId(id), erasedAt: '2026-11-26T09:00:00.000Z' } };

const markRead: MarkContactMessageRead = { type: 'MarkContactMessageRead', data: { messageId: id, at: '2026-11-25T18:00:00.000Z' } };
const read: ContactMessageEvent = { type: 'ContactMessageRead', data: { messageId: id, readAt: '2026-11-25T18:00:00.000Z' } };
const archive: ArchiveContactMessage = { type: 'ArchiveContactMessage', data: { messageId: id, at: '2026-11-25T19:00:00.000Z' } };
const archived: ContactMessageEvent = { type: 'ContactMessageArchived', data: { messageId: id, archivedAt: '2026-11-25T19:00:00.000Z' } };

const given = DeciderSpecification.for(contactMessageDecider);

describe('contact message: receive', () => {
  it('given nothing, when a message is received, then ContactMessageReceived with its personal keys named', () => {
    given([]).when(receive).then([received]);
  });

  it('stores a missing subject as null', () => {
    const { subject: _s, ...rest } = receive.data;
    given([])
      .when({ type: 'ReceiveContactMessage', data: rest })
      .then([{ ...received, data: { ...received.data, subject: null } }]);
  });

  it('keeps only the known fields in the event', () => {
    const data = { ...receive.data, website: 'http://spam.example' } as ReceiveContactMessage['data'];
    given([]).when({ ...receive, data }).then([received]);
  });

  it('given a received message, when the same id is received again, then it is refused', () => {
    given([received]).when(receive).thenThrows(DomainError, /already received/);
  });

  it('given an erased message, when the same id is received again, then it is still refused', () => {
    given([received, erased]).when(receive).thenThrows(DomainError, /already received/);
  });
});

describe('contact message: read', () => {
  it('given a received message, when it is opened, then ContactMessageRead', () => {
    given([received]).when(markRead).then([read]);
  });

  it('given a read message, when it is opened again, then nothing new is recorded', () => {
    given([received, read]).when(markRead).thenNothingHappened();
  });

  it('given an archived or erased message, when it is opened, then it is still marked read', () => {
    given([received, archived]).when(markRead).then([read]);
    given([received, erased]).when(markRead).then([read]);
  });

  it('given nothing, when a message is opened, then it is not found', () => {
    given([]).when(markRead).thenThrows(NotFound, /contact message .* not found/);
  });
});

describe('contact message: archive', () => {
  it('given a received message, read or not, when it is archived, then ContactMessageArchived', () => {
    given([received]).when(archive).then([archived]);
    given([received, read]).when(archive).then([archived]);
  });

  it('given an archived message, when it is archived again, then nothing new is recorded', () => {
    given([received, archived]).when(archive).thenNothingHappened();
  });

  it('given nothing, when a message is archived, then it is not found', () => {
    given([]).when(archive).thenThrows(NotFound, /not found/);
  });
});

describe('contact message: evolve and stream', () => {
  it('is received after its event, and stays so once erased', () => {
    given([]).thenState({ received: false, read: false, archived: false });
    given([received]).thenState({ received: true, read: false, archived: false });
    given([received, erased]).thenState({ received: true, read: false, archived: false });
  });

  it('is read and archived after those events', () => {
    given([received, read, archived]).thenState({ received: true, read: true, archived: true });
  });

  it('lives in stream contact-message-{id}', () => {
    expect(contactMessageStreamId(id)).toBe(`contact-message-${id}`);
  });
});
