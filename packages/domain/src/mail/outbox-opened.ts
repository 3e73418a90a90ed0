import type { DomainCommand } from '../kernel/command.ts';
import { aggregateStream, type Decider, type DomainEvent } from '../kernel/decider.ts';

/**
 * The first start of a mail sender records once that the outbox is open (ADR 045): the
 * `mail-outbox` projection makes entries only from events after this one, so a site that
 * had requests before it had mail never mails their clients about the past. Opening it
 * again records nothing.
 */
export const MAIL_OUTBOX_OPENED = 'MailOutboxOpened';

export type MailOutboxOpened = DomainEvent<typeof MAIL_OUTBOX_OPENED, { at: string }>;
export type OpenMailOutbox = DomainCommand<'OpenMailOutbox', { at: string }>;

export const mailOutboxDecider: Decider<OpenMailOutbox, MailOutboxOpened, { open: boolean }> = {
  initialState: { open: false },
  evolve: () => ({ open: true }),
  decide: (command, state) => (state.open ? [] : [{ type: MAIL_OUTBOX_OPENED, data: { at: command.data.at } }]),
};

export const MAIL_OUTBOX_STREAM_ID = 'mail-outbox';

/** The one stream that records the opening: its version 0 is the event entries follow. */
export const mailOutboxStream = aggregateStream(mailOutboxDecider, 'mail-outbox', MAIL_OUTBOX_STREAM_ID);
