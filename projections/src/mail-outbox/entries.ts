import {
  CALENDAR_EVENT_CANCELLED,
  CALENDAR_EVENT_RESCHEDULED,
  CALENDAR_EVENT_SCHEDULED,
  CLIENT_LINK_REQUESTED,
  COMMISSION_FABRIC_CHOSEN,
  COMMISSION_QUOTE_SENT,
  CONTACT_MESSAGE_RECEIVED,
  CUSTOM_CONCEPT_SUBMITTED,
  DRESS_ORDER_SUBMITTED,
  REQUEST_APPROVED,
  REQUEST_DENIED,
  REQUEST_MESSAGE_POSTED,
  TEST_MAIL_REQUESTED,
  requestOfCommission,
  requestStreamId,
  type CalendarEventRescheduledData,
  type CalendarEventScheduledData,
  type CustomConceptSubmittedData,
  type DressOrderSubmittedData,
  type Lang,
  type RequestMessagePostedData,
  type RequestType,
  type VerdictData,
} from '@atelier/domain';
import type { StoredEvent } from '@atelier/event-store';
import type { Insertable } from 'kysely';
import type { CalendarFacts, OutboxFacts } from './facts.ts';
import type { MailOutboxTable } from './table.ts';
import { RECIPIENT_OF, outboxIdOf, type AppointmentChange, type MailTemplate, type OutboxParams } from './templates.ts';

/** The event types that make entries (ADR 045). */
export const SOURCE_EVENT_TYPES = [
  DRESS_ORDER_SUBMITTED,
  CUSTOM_CONCEPT_SUBMITTED,
  CONTACT_MESSAGE_RECEIVED,
  REQUEST_APPROVED,
  REQUEST_DENIED,
  CALENDAR_EVENT_SCHEDULED,
  CALENDAR_EVENT_RESCHEDULED,
  CALENDAR_EVENT_CANCELLED,
  REQUEST_MESSAGE_POSTED,
  CLIENT_LINK_REQUESTED,
  TEST_MAIL_REQUESTED,
  COMMISSION_QUOTE_SENT,
  COMMISSION_FABRIC_CHOSEN,
] as const;

export type NewEntry = Insertable<MailOutboxTable>;

/** The designer reads the back office in Spanish; her mails are Spanish (docs/product.md#mail). */
const DESIGNER_LANG: Lang = 'es';

interface About {
  requestType: RequestType;
  requestId: number;
  /** The request's stream: her key, her language, her erasure. */
  streamId: string;
  lang: Lang;
  erased: boolean;
}

function entry<T extends MailTemplate>(event: StoredEvent, template: T, params: OutboxParams[T], about: About | null): NewEntry {
  const recipient = RECIPIENT_OF[template];
  return {
    outbox_id: outboxIdOf(event.eventId, template, recipient),
    template,
    recipient,
    lang: recipient === 'client' && about ? about.lang : DESIGNER_LANG,
    source_stream_id: event.streamId,
    source_event_id: event.eventId,
    request_stream_id: about?.streamId ?? null,
    request_type: about?.requestType ?? null,
    request_id: about?.requestId ?? null,
    // Keys in the order written, so the same facts are always the same text.
    params: JSON.stringify(params),
    created_at: event.recordedAt.toISOString(),
    status: 'pending',
    attempts: 0,
    erased: about?.erased ?? false,
    mail_version: -1,
  };
}

async function aboutRequest(facts: OutboxFacts, requestType: RequestType, requestId: number): Promise<About> {
  const streamId = requestStreamId(requestType, requestId);
  return { requestType, requestId, streamId, ...(await facts.request(streamId)) };
}

function appointment(event: StoredEvent, calendar: CalendarFacts, about: About, change: AppointmentChange): NewEntry {
  const calendarEventId = Number((event.data as { eventId: number }).eventId);
  const params = { calendarEventId, change, date: calendar.date, milestone: calendar.milestone, sequence: event.streamVersion };
  return entry(event, 'appointment', params, about);
}

/**
 * The entries one event makes, by the table of docs/product.md#mail. `facts` answers what the
 * event alone does not say (a verdict's request language, a reschedule's request) and learns
 * from the event as it passes.
 */
export async function entriesOf(event: StoredEvent, facts: OutboxFacts): Promise<NewEntry[]> {
  switch (event.type) {
    case DRESS_ORDER_SUBMITTED:
    case CUSTOM_CONCEPT_SUBMITTED: {
      const data = event.data as DressOrderSubmittedData | CustomConceptSubmittedData;
      const requestType: RequestType = event.type === DRESS_ORDER_SUBMITTED ? 'dress' : 'concept';
      const lang: Lang = data.lang === 'en' ? 'en' : 'es';
      facts.submitted(event.streamId, lang);
      const about = { requestType, requestId: data.requestId, streamId: event.streamId, lang, erased: false };
      return [entry(event, 'request-received', {}, about), entry(event, 'request-new', {}, about)];
    }
    case CONTACT_MESSAGE_RECEIVED:
      return [entry(event, 'contact-new', {}, null)];
    case REQUEST_APPROVED:
    case REQUEST_DENIED: {
      const { requestType, requestId } = event.data as VerdictData<RequestType>;
      const verdict = event.type === REQUEST_APPROVED ? 'approved' : 'denied';
      return [entry(event, 'request-verdict', { verdict }, await aboutRequest(facts, requestType, requestId))];
    }
    case CALENDAR_EVENT_SCHEDULED: {
      const calendar = facts.scheduled(event.streamId, event.data as CalendarEventScheduledData);
      if (!calendar) return [];
      return [appointment(event, calendar, await aboutRequest(facts, calendar.requestType, calendar.requestId), 'scheduled')];
    }
    case CALENDAR_EVENT_RESCHEDULED: {
      const calendar = await facts.calendar(event.streamId, event.streamVersion);
      if (!calendar) return [];
      const data = event.data as CalendarEventRescheduledData;
      facts.rescheduled(calendar, data);
      // A change of the atelier's own notes only moves nothing she sees: no mail.
      if (data.date === undefined && data.milestone === undefined) return [];
      return [appointment(event, calendar, await aboutRequest(facts, calendar.requestType, calendar.requestId), 'rescheduled')];
    }
    case CALENDAR_EVENT_CANCELLED: {
      const calendar = await facts.calendar(event.streamId, event.streamVersion);
      if (!calendar) return [];
      return [appointment(event, calendar, await aboutRequest(facts, calendar.requestType, calendar.requestId), 'cancelled')];
    }
    case REQUEST_MESSAGE_POSTED: {
      const { requestType, requestId, messageNumber, from } = event.data as RequestMessagePostedData;
      const about = await aboutRequest(facts, requestType, requestId);
      return [from === 'atelier' ? entry(event, 'atelier-reply', { messageNumber }, about) : entry(event, 'client-message', { messageNumber }, about)];
    }
    case CLIENT_LINK_REQUESTED: {
      const { requestType, requestId } = event.data as { requestType: RequestType; requestId: number };
      return [entry(event, 'client-link', {}, await aboutRequest(facts, requestType, requestId))];
    }
    case TEST_MAIL_REQUESTED:
      return [entry(event, 'test', {}, null)];
    case COMMISSION_QUOTE_SENT:
    case COMMISSION_FABRIC_CHOSEN: {
      const { commissionId, quote, fabric } = event.data as { commissionId: string; quote?: number; fabric?: number };
      const request = requestOfCommission(commissionId);
      if (!request) return [];
      const about = await aboutRequest(facts, request.requestType, request.requestId);
      return [event.type === COMMISSION_QUOTE_SENT ? entry(event, 'quote-sent', { quote: Number(quote) }, about) : entry(event, 'fabric-chosen', { fabric: Number(fabric) }, about)];
    }
    default:
      return [];
  }
}
