import { siteOrigin, type Config } from '@atelier/config';
import type { Lang } from '@atelier/contracts';
import {
  CONTACT_MESSAGE_RECEIVED,
  CUSTOM_CONCEPT_SUBMITTED,
  DRESS_ORDER_SUBMITTED,
  PERSONAL_DATA_ERASED,
  type ContactMessageReceivedData,
  type CustomConceptSubmittedData,
  type DressOrderSubmittedData,
  type RequestMessagePostedData,
} from '@atelier/domain';
import { ERASED, type EventStore, type StoredEvent } from '@atelier/event-store';
import { getMailSettings, type OutboxEntry } from '@atelier/projections';
import { issueClientLink } from './client-links.ts';
import { commissionMail } from './commission-mails.ts';
import { PREVIEW_TOKEN, adminInboxLink, adminRequestLink, clientPageLink } from './links.ts';
import { renderMail, type Brand, type MailContent } from './render.ts';
import { requestDetails, type Submission } from './request-details.ts';

/** What composing needs: the store (her data, opened), the mail settings, and the key client links are made with. */
export interface ComposeDeps {
  store: EventStore;
  config: Pick<Config, 'mail' | 'publicOrigin' | 'host' | 'port'>;
  /** clientLinkSecret(SESSION_SECRET) (links.ts). */
  linkSecret: string;
}

/** One mail, ready for the transport. */
export interface ComposedMail {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  lang: Lang;
  /** `<{entry id}@{mail domain}>`: the same on every attempt (ADR 045). */
  messageId: string;
}

/** The one Message-ID of an entry, on every attempt (ADR 045). */
export const messageIdOf = (outboxId: string, mailDomain: string): string => `<${outboxId}@${mailDomain}>`;

/** A mail, or why there is none: her data is erased, or the designer's address is not set. */
export type Composition = { kind: 'mail'; mail: ComposedMail } | { kind: 'erased' } | { kind: 'no-recipient' };

/** The request as its stream tells it: her submission, and whether she was erased. */
interface RequestRead {
  events: StoredEvent[];
  submission: Submission;
  erased: boolean;
}

const isErased = (events: readonly StoredEvent[], ...values: unknown[]) => events.some((e) => e.type === PERSONAL_DATA_ERASED) || values.some((value) => value === ERASED);

async function readRequest(store: EventStore, streamId: string): Promise<RequestRead> {
  const { events } = await store.readStream(streamId);
  const first = events.find((e) => e.type === DRESS_ORDER_SUBMITTED || e.type === CUSTOM_CONCEPT_SUBMITTED);
  if (!first) throw new Error(`${streamId} holds no submission`);
  const submission: Submission =
    first.type === DRESS_ORDER_SUBMITTED ? { requestType: 'dress', data: first.data as DressOrderSubmittedData } : { requestType: 'concept', data: first.data as CustomConceptSubmittedData };
  return { events, submission, erased: isErased(events, submission.data.fullName, submission.data.email) };
}

/** The stored occasion key and its date: the template labels it in the mail's language. */
function occasionOf(submission: Submission): { occasion: string | null; occasionDate: string | null } {
  return submission.requestType === 'dress'
    ? { occasion: submission.data.eventType, occasionDate: submission.data.eventDate }
    : { occasion: null, occasionDate: null };
}

/** How a link to her page is made: issued (recorded, so it opens her page) or only shown. */
type LinkMaker = (streamId: string) => Promise<string>;

/** The content of the entry's template and the address it goes to; null when she is erased. */
async function contentOf(
  deps: ComposeDeps,
  entry: OutboxEntry,
  link: LinkMaker,
  origin: string,
): Promise<{ content: MailContent; to: string | null; replyTo?: string } | null> {
  const lang = entry.lang as Lang;
  const { store } = deps;
  if (entry.template === 'test') return { content: { template: 'test', sentAt: entry.created_at }, to: null };
  if (entry.template === 'contact-new') {
    const { events } = await store.readStream(entry.source_stream_id);
    const received = events.find((e) => e.type === CONTACT_MESSAGE_RECEIVED)?.data as ContactMessageReceivedData | undefined;
    if (!received || isErased(events, received.email, received.name)) return null;
    const { name, email, subject, message, receivedAt } = received;
    return { content: { template: 'contact-new', name, email, subject, message, receivedAt, adminLink: adminInboxLink(origin) }, to: null, replyTo: email };
  }
  const requestStreamId = entry.request_stream_id;
  if (requestStreamId === null) throw new Error(`Outbox entry ${entry.outbox_id} (${entry.template}) names no request`);
  const request = await readRequest(store, requestStreamId);
  if (request.erased) return null;
  const { submission } = request;
  const { data } = submission;
  const about = { requestType: submission.requestType, requestNumber: data.requestId, fullName: data.fullName };
  const client = data.email;
  switch (entry.template) {
    case 'request-received':
      return {
        content: { template: 'request-received', ...about, ...occasionOf(submission), details: requestDetails(submission, lang), photoCount: data.imageKeys.length, link: await link(requestStreamId) },
        to: client,
      };
    case 'request-new':
      return {
        content: {
          template: 'request-new',
          ...about,
          email: data.email,
          phone: data.phone || null,
          ...occasionOf(submission),
          submittedAt: data.submittedAt,
          details: requestDetails(submission, lang),
          adminLink: adminRequestLink(origin, about.requestType, about.requestNumber),
        },
        to: null,
      };
    case 'request-verdict':
      return { content: { template: 'request-verdict', ...about, verdict: entry.params.verdict, link: await link(requestStreamId) }, to: client };
    case 'appointment': {
      const calendar = await store.readStream(entry.source_stream_id);
      if (isErased(calendar.events)) return null;
      const { calendarEventId, change, date, milestone, sequence } = entry.params;
      return {
        content: {
          template: 'appointment',
          change,
          fullName: data.fullName,
          milestone,
          date,
          calendar: { uid: `calendar-event-${calendarEventId}@${deps.config.mail.domain}`, sequence, stamp: entry.created_at },
          link: await link(requestStreamId),
        },
        to: client,
      };
    }
    case 'atelier-reply':
    case 'client-message': {
      const posted = request.events.find((e) => e.eventId === entry.source_event_id)?.data as RequestMessagePostedData | undefined;
      if (!posted) throw new Error(`${requestStreamId} holds no event ${entry.source_event_id}`);
      if (posted.text === ERASED) return null;
      return entry.template === 'atelier-reply'
        ? { content: { template: 'atelier-reply', ...about, text: posted.text, link: await link(requestStreamId) }, to: client }
        : { content: { template: 'client-message', ...about, text: posted.text, adminLink: adminRequestLink(origin, about.requestType, about.requestNumber) }, to: null };
    }
    case 'client-link':
      return { content: { template: 'client-link', ...about, link: await link(requestStreamId) }, to: client };
    case 'quote-sent':
    case 'fabric-chosen': {
      const content = await commissionMail(store, entry, about, origin, () => link(requestStreamId));
      return content && { content, to: entry.template === 'quote-sent' ? client : null };
    }
  }
}

async function compose(deps: ComposeDeps, entry: OutboxEntry, link: (origin: string, lang: Lang) => LinkMaker): Promise<Composition> {
  const origin = siteOrigin(deps.config);
  const lang = entry.lang as Lang;
  const settings = await getMailSettings(deps.store.db);
  const made = await contentOf(deps, entry, link(origin, lang), origin);
  if (made === null) return { kind: 'erased' };
  const to = entry.recipient === 'designer' ? settings.contactEmail : made.to;
  if (to === null) return { kind: 'no-recipient' };
  const brand: Brand = { siteName: 'Atelier', origin, organizerEmail: settings.contactEmail ?? deps.config.mail.from.address };
  const rendered = await renderMail(made.content, lang, brand);
  return {
    kind: 'mail',
    mail: {
      to,
      ...(made.replyTo ? { replyTo: made.replyTo } : {}),
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      ...(rendered.calendar ? { calendar: rendered.calendar } : {}),
      lang,
      messageId: messageIdOf(entry.outbox_id, deps.config.mail.domain),
    },
  };
}

/**
 * The entry's mail, as it goes out: her data opened from the events, the designer's address
 * from the settings, and for a client mail a link to her page, issued (recorded) now (ADR 046).
 */
export function composeMail(deps: ComposeDeps, entry: OutboxEntry, now: Date): Promise<Composition> {
  return compose(deps, entry, (origin, lang) => async (streamId) =>
    clientPageLink(origin, lang, await issueClientLink(deps.store.db, deps.linkSecret, { streamId, outboxId: entry.outbox_id, now })),
  );
}

/** The same mail for the mail log's preview: no link is issued, and the link reads `…#t=…`. */
export function previewMail(deps: Omit<ComposeDeps, 'linkSecret'>, entry: OutboxEntry): Promise<Composition> {
  return compose({ ...deps, linkSecret: '' }, entry, (origin, lang) => async () => clientPageLink(origin, lang, PREVIEW_TOKEN));
}
