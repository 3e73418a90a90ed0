import { UPLOAD_LIMITS, message, statusPatchSchema } from '@atelier/contracts';
import type { DomainEvent, ReviewRequest } from '@atelier/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type * as v from 'valibot';
import { executeCommand } from '../commands/execute.ts';
import { idempotencyKeyFor, metadataFor } from '../commands/metadata.ts';
import { respondWhenProjected } from '../commands/respond.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { HttpError, badRequest } from '../errors.ts';
import { requireUser } from '../middleware/auth.ts';
import { nativeFormAnswer } from '../middleware/native-form-answer.ts';
import { readForm } from '../uploads/read-form.ts';
import { removeImages, storeImages } from '../uploads/store-images.ts';
import { parseOrThrow, readJson } from '../validation.ts';
import type { RequestKind } from './request-kind.ts';

/**
 * Room for the allowed images, one more file's worth, and the text fields. The spare file
 * lets a slightly oversized photo reach readForm, which names the problem precisely
 * (too many files, or too large) in the form's language; only bigger bodies stop here.
 */
const maxBody = (kind: 'dress' | 'concept') => (UPLOAD_LIMITS[kind] + 1) * UPLOAD_LIMITS.maxFileBytes + 1024 * 1024;

function parseId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('The request id must be a positive whole number');
  return id;
}

/** POST / (public submit, multipart) and PATCH /:id/status (signed-in review). */
export function requestRoutes<S extends v.GenericSchema, C, E extends DomainEvent, St>(ctx: AppContext, kind: RequestKind<S, C, E, St>) {
  const app = new Hono<AppEnv>();

  app.post(
    '/',
    nativeFormAnswer(kind.type),
    bodyLimit({
      maxSize: maxBody(kind.type),
      // The body is refused unread, so its lang field is unknown: Accept-Language decides.
      onError: (c) => {
        throw new HttpError(413, message(kind.type === 'dress' ? 'fileTooLarge' : 'filesTooLarge', c.get('lang')));
      },
    }),
    async (c) => {
      const { fields, files, lang } = await readForm(c, kind.fileField, kind.type);
      const input = parseOrThrow(kind.schema, fields, lang);
      const idempotencyKey = idempotencyKeyFor(c, kind.scope);
      const requestId = await ctx.store.nextId(kind.sequence);
      const imageKeys = await storeImages(ctx.blobs, `requests/${kind.type}/${requestId}`, files, lang);
      try {
        const result = await executeCommand(ctx.store, {
          decider: kind.decider,
          streamId: kind.streamId(requestId),
          streamType: kind.streamType,
          command: kind.submitCommand(input, requestId, imageKeys, ctx.now().toISOString()),
          metadata: metadataFor(c),
          idempotencyKey,
          result: { id: requestId, type: kind.type, status: 'pending' },
        });
        // A repeated key answers with the first request; this attempt's images are not needed.
        if (result.replayed) await removeImages(ctx.blobs, imageKeys);
        ctx.logger.info('request submitted', { type: kind.type, id: requestId, replayed: result.replayed });
        return respondWhenProjected(c, ctx, result.position, result.result as Record<string, unknown>, 201);
      } catch (error) {
        await removeImages(ctx.blobs, imageKeys);
        throw error;
      }
    },
  );

  app.patch('/:id/status', requireUser, async (c) => {
    const id = parseId(c.req.param('id'));
    const { status } = parseOrThrow(statusPatchSchema, await readJson(c.req.raw), c.get('lang'));
    const at = ctx.now().toISOString();
    const command: ReviewRequest =
      status === 'approved' ? { type: 'ApproveRequest', data: { requestId: id, at } } : { type: 'DenyRequest', data: { requestId: id, at } };
    const result = await executeCommand(ctx.store, {
      decider: kind.decider,
      streamId: kind.streamId(id),
      streamType: kind.streamType,
      command,
      metadata: metadataFor(c),
    });
    ctx.logger.info('request reviewed', { type: kind.type, id, status, by: c.get('user')?.id });
    return respondWhenProjected(c, ctx, result.position, { id, type: kind.type, status }, 200);
  });

  return app;
}
