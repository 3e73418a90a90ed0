import type { Config } from '@atelier/config';
import type { EventStore } from '@atelier/event-store';
import type { DeliveryDeps, DeliveryLog } from './deliver.ts';
import { clientLinkSecret } from './links.ts';
import { mailTransport } from './transport.ts';

/** What a sender needs, from the process's config: the store, the transport SMTP_URL names, the client link key. */
export function mailDeliveryDeps(config: Config, store: EventStore, sessionSecret: string, log: DeliveryLog): DeliveryDeps {
  return { store, config, linkSecret: clientLinkSecret(sessionSecret), transport: mailTransport(config.mail), log };
}
