import { contactMessageSubmissionSchema, type ContactMessageAccepted } from '@atelier/contracts';
import { CONTACT_MESSAGE_STREAM_TYPE, contactMessageDecider, contactMessageStreamId, personalDataErased } from '@atelier/domain';
import { findContactMessage, listContactMessages } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { commandRoute } from '../commands/command-route.ts';
import { metadataFor } from '../commands/metadata.ts';
import { respondWhenProjected } from '../commands/respond.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { jsonInput } from '../input/json-input.ts';
import { queryInput } from '../input/query-input.ts';
import { addressRateLimit } from '../middleware/address-rate-limit.ts';
import { requireAdmin, requireUser } from '../middleware/auth.ts';

/** A message is a few kilobytes at most: the text field's cap (5000 characters) with room for UTF-8. */
const MAX_MESSAGE_BYTES = 24 * 1024;

/** Five accepted messages per address (IPv6: per /64) in ten minutes (ADR 019). */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000, maxEntries: 10_000, message: 'tooManyContactMessages' } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function messageIdOf(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw badRequest('invalidMessageId');
  return id;
}

const accepted = (id: string): ContactMessageAccepted => ({ id, received: true });

/** Opening and archiving: a signed-in user's, with no input but the path (the body is bounded by the /api net). */
function inboxCommand(ctx: AppContext, type: 'MarkContactMessageRead' | 'ArchiveContactMessage', answer: 'read' | 'archived') {
  return commandRoute(ctx, {
    access: 'signed-in',
    input: queryInput(v.object({})),
    status: 200,
    plan({ c }) {
      const messageId = messageIdOf(c);
      return {
        decider: contactMessageDecider,
        streamId: contactMessageStreamId(messageId),
        streamType: CONTACT_MESSAGE_STREAM_TYPE,
        command: { type, data: { messageId, at: ctx.now().toISOString() } },
        answer: { id: messageId, [answer]: true },
      };
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
      plan({ c, input }) {
        const messageId = crypto.randomUUID();
        return {
          decider: contactMessageDecider,
          streamId: contactMessageStreamId(messageId),
          streamType: CONTACT_MESSAGE_STREAM_TYPE,
          command: {
            type: 'ReceiveContactMessage' as const,
            data: { ...input, messageId, receivedAt: ctx.now().toISOString(), lang: c.get('lang') },
          },
          answer: accepted(messageId),
        };
      },
    }),
  );

  app.get('/', requireUser, async (c) => c.json(await listContactMessages(ctx.store)));

  /** Opening a message in the inbox marks it read (ContactMessageRead, once). */
  app.post('/:id/read', inboxCommand(ctx, 'MarkContactMessageRead', 'read'));

  app.post('/:id/archive', inboxCommand(ctx, 'ArchiveContactMessage', 'archived'));

  /** GDPR erasure, as for requests: the message's key is destroyed; the event stays, unreadable. */
  app.post('/:id/erase', requireAdmin, async (c) => {
    const id = messageIdOf(c);
    if (!(await findContactMessage(ctx.store, id))) throw notFound('contactMessageNotFound');
    const streamId = contactMessageStreamId(id);
    const result = await ctx.store.eraseSubject(streamId, personalDataErased(streamId, ctx.now().toISOString()), metadataFor(c));
    ctx.logger.info('personal data erased', { contactMessage: id, by: c.get('user')?.id });
    return respondWhenProjected(c, ctx, result.position, { id, erased: true }, 200);
  });

  return app;
}
