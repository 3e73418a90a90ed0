import { contactMessageSubmissionSchema, type ContactMessageAccepted } from '@atelier/contracts';
import { contactMessageStream } from '@atelier/domain';
import { listContactMessages } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import { eraseContactMessage } from '../contact-messages/erase-message.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { badRequest } from '../errors.ts';
import { jsonInput } from '../input/json-input.ts';
import { noInput } from '../input/no-input.ts';
import { UUID, pathKey } from '../input/path-params.ts';
import { addressRateLimit } from '../middleware/address-rate-limit.ts';
import { commandRoute } from '../routing/command-route.ts';
import { list } from '../routing/read-routes.ts';

/** A message is a few kilobytes at most: the text field's cap (5000 characters) with room for UTF-8. */
const MAX_MESSAGE_BYTES = 24 * 1024;

/** Five accepted messages per address (IPv6: per /64) in ten minutes (ADR 019). */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000, maxEntries: 10_000, message: 'tooManyContactMessages' } as const;

const messageIdOf = (c: Context<AppEnv>): string => pathKey(c, 'id', UUID, () => badRequest('invalidMessageId'));

const accepted = (id: string): ContactMessageAccepted => ({ id, received: true });

/** Opening and archiving: a signed-in user's, with no input but the path. */
function inboxCommand(ctx: AppContext, type: 'MarkContactMessageRead' | 'ArchiveContactMessage', answer: 'read' | 'archived') {
  return commandRoute(ctx, {
    access: 'signed-in',
    input: noInput,
    status: 200,
    plan({ c, at }) {
      const messageId = messageIdOf(c);
      return { stream: contactMessageStream(messageId), command: { type, data: { messageId, at } }, answer: { id: messageId, [answer]: true } };
    },
  });
}

/** /api/contact-messages: the home page's form (public) and the staff's inbox. */
export function contactMessageRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.post(
    '/',
    addressRateLimit({ now: ctx.now, trustProxy: ctx.config.trustProxy, policy: CONTACT_RATE_LIMIT }),
    commandRoute(ctx, {
      access: 'public',
      input: jsonInput(contactMessageSubmissionSchema, MAX_MESSAGE_BYTES),
      idempotencyScope: 'contact-messages',
      status: 201,
      // A robot that filled the honeypot gets the answer a person gets; nothing is stored.
      ignore: ({ input }) => (input.website ? accepted(crypto.randomUUID()) : null),
      plan({ c, input, at }) {
        const messageId = crypto.randomUUID();
        return {
          stream: contactMessageStream(messageId),
          command: { type: 'ReceiveContactMessage' as const, data: { ...input, messageId, receivedAt: at, lang: c.get('lang') } },
          answer: accepted(messageId),
        };
      },
    }),
  );

  app.get('/', list({ access: 'signed-in', rows: () => listContactMessages(ctx.store) }));

  /** Opening a message in the inbox marks it read (ContactMessageRead, once). */
  app.post('/:id/read', inboxCommand(ctx, 'MarkContactMessageRead', 'read'));

  app.post('/:id/archive', inboxCommand(ctx, 'ArchiveContactMessage', 'archived'));

  /** GDPR erasure, as for requests: the message's key is destroyed; the event stays, unreadable. */
  app.post(
    '/:id/erase',
    commandRoute(ctx, {
      access: 'admin',
      input: noInput,
      status: 200,
      async write({ c, at, metadata }) {
        const id = messageIdOf(c);
        return { position: await eraseContactMessage(ctx, id, at, metadata), answer: { id, erased: true } };
      },
    }),
  );

  return app;
}
