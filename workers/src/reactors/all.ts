import type { EventStore } from '@atelier/event-store';
import type { Reactor } from '@atelier/projections';
import { clientAttachmentReactor } from './client-attachment/reactor.ts';

/**
 * Every reactor (ADR 064), made with what it needs: the server runs them when embedded, the
 * projection workers in production, and a command waits for them like for the read models.
 */
export function allReactors(store: EventStore, sessionSecret: string): Reactor[] {
  return [clientAttachmentReactor(store, sessionSecret)];
}
