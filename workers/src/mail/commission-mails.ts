import type { CommissionFabricAddedData, CommissionQuoteSentData } from '@atelier/domain';
import { COMMISSION_FABRIC_ADDED, PERSONAL_DATA_ERASED } from '@atelier/domain';
import type { EventStore } from '@atelier/event-store';
import type { OutboxEntry } from '@atelier/projections';
import { adminCommissionLink } from './links.ts';
import type { MailContent } from './render.ts';

/** Who the mail is about, as the request's submission names her. */
interface About {
  requestType: 'dress' | 'concept';
  requestNumber: number;
  fullName: string;
}

/**
 * The content of the commission's two mails (docs/product.md#commissions), read from the
 * commission's own stream: the quote the event sent, or the fabric option she chose. Null when
 * the commission was erased.
 */
export async function commissionMail(store: Pick<EventStore, 'readStream'>, entry: OutboxEntry, about: About, origin: string, link: () => Promise<string>): Promise<MailContent | null> {
  const { events } = await store.readStream(entry.source_stream_id);
  if (events.some((event) => event.type === PERSONAL_DATA_ERASED)) return null;
  if (entry.template === 'quote-sent') {
    const sent = events.find((event) => event.eventId === entry.source_event_id)?.data as CommissionQuoteSentData | undefined;
    if (!sent) throw new Error(`${entry.source_stream_id} holds no event ${entry.source_event_id}`);
    const { quote, lines, totalCents, depositPercent, depositCents, validUntil } = sent;
    return { template: 'quote-sent', ...about, quote, lines, totalCents, depositPercent, depositCents, validUntil, link: await link() };
  }
  const fabric = (entry.params as { fabric: number }).fabric;
  const added = events.find((event) => event.type === COMMISSION_FABRIC_ADDED && (event.data as CommissionFabricAddedData).fabric === fabric)?.data as CommissionFabricAddedData | undefined;
  if (!added) throw new Error(`${entry.source_stream_id} holds no fabric option ${fabric}`);
  return {
    template: 'fabric-chosen',
    ...about,
    fabricName: added.name,
    composition: added.composition,
    supplier: added.supplier,
    adminLink: adminCommissionLink(origin, about.requestType, about.requestNumber),
  };
}
