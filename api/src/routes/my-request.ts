import { randomUUID } from 'node:crypto';
import {
  CLIENT_PHOTOS_UPLOAD,
  DEFAULT_LANG,
  MAX_CLIENT_PHOTOS,
  NUMERIC_ID,
  clientImagesSchema,
  clientLinkRequestSchema,
  clientMessageSchema,
  clientSessionSchema,
} from '@atelier/contracts';
import { TooManyClientImages, customConceptStream, dressOrderStream, type AggregateStream, type DomainEvent, type RequestState, type ThreadCommand } from '@atelier/domain';
import { appointmentsOfRequest, findRequest } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import { readClientCookie, clearClientCookie, setClientCookie } from '../client-access/client-cookie.ts';
import { clientSession } from '../client-access/client-request.ts';

import { endClientSession, liveClientLink, openClientSession } from '../client-access/client-sessions.ts';
import { ExchangeThrottle } from '../client-access/exchange-throttle.ts';
import { clientIp } from '../client-ip.ts';
import type { AppContext, AppEnv, ClientRequest } from '../context.ts';
import { notFound } from '../errors.ts';
import { jsonInput } from '../input/json-input.ts';
import { multipartInput } from '../input/multipart-input.ts';
import { noInput } from '../input/no-input.ts';
import { pathIndex, pathKey } from '../input/path-params.ts';
import { addressRateLimit } from '../middleware/address-rate-limit.ts';
import { appointmentIcs } from '../my-request/appointment-ics.ts';
import { LinkRequests } from '../my-request/link-requests.ts';
import { myFittingRoutes } from './my-fittings.ts';
import { myRequestAnswer } from '../my-request/my-request-answer.ts';
import { myRequestCommissionRoutes } from './my-request-commission.ts';
import { idempotencyFor, metadataFor } from '../routing/command-headers.ts';
import { commandRoute } from '../routing/command-route.ts';
import { customRoute } from '../routing/custom-route.ts';
import { privateFile, privateRead } from '../routing/read-routes.ts';
import { removeImages, storeImages } from '../uploads/store-images.ts';

/** A token, an address or a message of 4000 characters (UTF-8: up to 4 bytes each), with room for JSON. */
const MAX_TOKEN_BYTES = 1024;
const MAX_MESSAGE_BYTES = 20 * 1024;

/** Asking for a link, from one address: a person asks a few times, never dozens (ADR 013's in-memory counts). */
const LINK_REQUESTS_PER_ADDRESS = { limit: 10, windowMs: 60 * 60 * 1000, maxEntries: 10_000, message: 'tooManyLinkRequests' } as const;

/** An appointment's calendar file: `{calendarEventId}.ics`. */
const ICS_NAME = new RegExp(`^${NUMERIC_ID}\\.ics$`);

/** Her request's stream value, as the thread's commands see it: both kinds take them alike (one requestDecider). */
type ThreadStream = AggregateStream<ThreadCommand, DomainEvent, RequestState>;
const streamOf = (request: ClientRequest): ThreadStream =>
  (request.type === 'dress' ? dressOrderStream(request.id) : customConceptStream(request.id)) as unknown as ThreadStream;

/** The request her session shows: set by `clientSession`, checked by access 'client'. */
const herRequest = (c: Context<AppEnv>): ClientRequest => c.get('clientRequest')!;

/** Background link requests per app, so tests can wait for them (`settledLinkRequests`). */
const linkRequestsByApp = new WeakMap<AppContext, LinkRequests>();

/** Resolves once every "send me my link" started so far has done its work. */
export const settledLinkRequests = (ctx: AppContext): Promise<void> => linkRequestsByApp.get(ctx)?.settled() ?? Promise.resolve();

/**
 * /api/my-request: the client's page (docs/product.md#the-clients-page, ADR 046). Her link's
 * token is exchanged for a session on her one request; every other route reads or writes that
 * request only, named by her session, never by the path.
 */
export function myRequestRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const throttle = new ExchangeThrottle(ctx.now);
  const linkRequests = new LinkRequests(ctx);
  linkRequestsByApp.set(ctx, linkRequests);
  app.use('*', clientSession(ctx));
  app.route('/', myRequestCommissionRoutes(ctx));

  /** Her click on "View my request": a live link to a request that is not erased opens a session. Every refusal is the same 404. */
  app.post(
    '/session',
    customRoute({ access: 'public', input: jsonInput(clientSessionSchema, MAX_TOKEN_BYTES) }, async ({ c, input }) => {
      const attempt = throttle.begin(clientIp(c, ctx.config.trustProxy));
      try {
        const now = ctx.now();
        const link = await liveClientLink(ctx.store.db, input.token, now);
        const request = link ? await ctx.store.db.selectFrom('rm_requests').select('stream_id').where('stream_id', '=', link.streamId).where('erased', '=', false).executeTakeFirst() : undefined;
        if (!link || !request) {
          attempt.failed();
          throw notFound('clientNotFound');
        }
        const session = await openClientSession(ctx.store.db, link.streamId, link.expiresAt, now);
        setClientCookie(c, ctx.config, session.id, session.expiresAt, now);
        ctx.logger.info('client session opened', { stream: link.streamId });
        return c.body(null, 204);
      } finally {
        attempt.done();
      }
    }),
  );

  /** Signing out: this device's session ends; her other devices keep theirs. */
  app.delete(
    '/session',
    customRoute({ access: 'public', input: noInput }, async ({ c }) => {
      const id = readClientCookie(c);
      if (id) await endClientSession(ctx.store.db, id);
      clearClientCookie(c, ctx.config);
      return c.body(null, 204);
    }),
  );

  app.get('/', privateRead({ access: 'client', answer: (c) => myRequestAnswer(ctx, herRequest(c)) }));
  app.route('/fittings', myFittingRoutes(ctx));

  /** "Add to my calendar": one of her appointments as a calendar file; another request's is not found. */
  app.get(
    '/events/:file',
    customRoute({ access: 'client', input: noInput }, async ({ c }) => {
      const request = herRequest(c);
      const id = Number(pathKey(c, 'file', ICS_NAME, () => notFound('calendarEventNotFound')).slice(0, -'.ics'.length));
      const appointment = (await appointmentsOfRequest(ctx.store.db, request.type, request.id)).find((row) => row.calendarEventId === id);
      if (!appointment) throw notFound('calendarEventNotFound');
      const lang = (await findRequest(ctx.store, request.type, request.id))?.lang ?? DEFAULT_LANG;
      const host = new URL(ctx.config.publicOrigin ?? c.req.url).host;
      const body = appointmentIcs({ id, date: appointment.date, milestone: appointment.milestone, cancelled: appointment.cancelled }, lang, host);
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="atelier-${id}.ics"`,
        'Cache-Control': 'private, no-store',
      });
    }),
  );

  /** Her photos: those she sent with the form, then those she added here; only to her session, never under /media. */
  app.get(
    '/photos/:n',
    privateFile({
      access: 'client',
      async file(c) {
        const request = herRequest(c);
        const index = pathIndex(c, 'n');
        // The form's photos, then hers from this page: the request's read model keeps both, in that order.
        const blobKey = (await findRequest(ctx.store, request.type, request.id))?.imageKeys[index];
        const blob = blobKey ? await ctx.blobs.get(blobKey) : null;
        if (!blob) throw notFound('imageNotFound');
        return blob;
      },
    }),
  );

  /** She writes to the atelier. */
  app.post(
    '/messages',
    commandRoute(ctx, {
      access: 'client',
      input: jsonInput(clientMessageSchema, MAX_MESSAGE_BYTES),
      status: 201,
      plan({ c, input, at }) {
        const request = herRequest(c);
        return {
          stream: streamOf(request),
          command: { type: 'PostRequestMessage' as const, data: { requestId: request.id, from: 'client' as const, text: input.text, at } },
          answer: (state: RequestState) => ({ number: state.messages, from: 'client', text: input.text, at }),
        };
      },
    }),
  );

  /** Reference photos, by the forms' rules (re-encoded, EXIF gone): at most 5 in all from her page. */
  app.post(
    '/images',
    commandRoute(ctx, {
      access: 'client',
      input: multipartInput(clientImagesSchema, CLIENT_PHOTOS_UPLOAD),
      status: 201,
      async plan({ c, files, at }) {
        const request = herRequest(c);
        const added = (await findRequest(ctx.store, request.type, request.id))?.addedImageCount ?? 0;
        // Refused before any file is stored; the decider holds the same rule against a race.
        if (added + files.length > MAX_CLIENT_PHOTOS) throw new TooManyClientImages(MAX_CLIENT_PHOTOS);
        const imageKeys = await storeImages(ctx.blobs, `requests/${request.type}/${request.id}/client-${randomUUID()}`, files);
        return {
          stream: streamOf(request),
          command: { type: 'AddClientImages' as const, data: { requestId: request.id, imageKeys, at } },
          answer: (state: RequestState) => ({ added: imageKeys.length, photosLeft: MAX_CLIENT_PHOTOS - state.clientImages }),
          discard: () => removeImages(ctx.blobs, imageKeys),
        };
      },
    }),
  );

  /** "Send me my link": the same 202 at once for anyone; the work, if any, happens after (my-request/link-requests.ts). */
  app.post(
    '/link',
    addressRateLimit({ now: ctx.now, trustProxy: ctx.config.trustProxy, policy: LINK_REQUESTS_PER_ADDRESS }),
    customRoute({ access: 'public', input: jsonInput(clientLinkRequestSchema, MAX_TOKEN_BYTES) }, async ({ c, input }) => {
      const idempotency = await idempotencyFor(c, 'my-request-link', { input, files: [] });
      linkRequests.start({ email: input.email, at: ctx.now().toISOString(), metadata: metadataFor(c), idempotency });
      return c.json({ accepted: true }, 202);
    }),
  );

  return app;
}
