import { randomUUID } from 'node:crypto';
import { FITTING_PHOTOS_UPLOAD, fittingPhotoShareSchema, fittingPhotosSchema, fittingRecordSchema, isFittingMilestone } from '@atelier/contracts';
import { fittingStream, type AddFittingPhotos } from '@atelier/domain';
import { readState, type EventStore } from '@atelier/event-store';
import { findFitting, fittingAppointment, fittingPhoto } from '@atelier/projections';
import { Hono } from 'hono';
import { toFittingRecord } from '../answers/fitting.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { appointmentOf, fittingAnswer } from '../fittings/commands.ts';
import { MAX_JSON_BYTES, jsonInput } from '../input/json-input.ts';
import { multipartInput } from '../input/multipart-input.ts';
import { pathId, pathIndex } from '../input/path-params.ts';
import { commandRoute } from '../routing/command-route.ts';
import { privateFile, privateRead } from '../routing/read-routes.ts';
import { removeImages, storeImages } from '../uploads/store-images.ts';

/** Sharing a photo is a switch: `{ "sharedWithClient": true }`. */
const MAX_SHARE_BYTES = 1024;

/**
 * /api/events/{id}/fitting: the fitting record of a calendar event that is a fitting (ADR 054),
 * for any signed-in user. PUT saves notes and the checklist, POST adds photos, PATCH shares one.
 */
export function fittingRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  /** The record, or an empty one (version -1) for a fitting with none yet. */
  app.get(
    '/:id/fitting',
    privateRead({
      access: 'signed-in',
      async answer(c) {
        const eventId = pathId(c, 'id');
        const [record, appointment] = await Promise.all([findFitting(ctx.store, eventId), fittingAppointment(ctx.store.db, eventId)]);
        if (record) return toFittingRecord(record);
        if (!appointment) throw notFound('calendarEventNotFound');
        if (!isFittingMilestone(appointment.milestone)) throw notFound('fittingNotFound');
        return toFittingRecord({ eventId, notes: null, changes: [], photos: [], erased: false, version: -1 });
      },
    }),
  );

  /** Notes and the checklist, the whole record at once: If-Match once it exists. */
  app.put(
    '/:id/fitting',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(fittingRecordSchema, MAX_JSON_BYTES),
      ifMatch: 'once-stored',
      status: 200,
      async plan({ c, input, at }) {
        const eventId = pathId(c, 'id');
        const appointment = await appointmentOf(ctx.store, eventId);
        return {
          stream: fittingStream(eventId),
          command: { type: 'SaveFittingRecord' as const, data: { eventId, appointment, notes: input.notes, changes: input.changes, at } },
          answer: fittingAnswer(eventId),
        };
      },
    }),
  );

  /** Photos, re-encoded with their EXIF gone, private until the designer shares each one. */
  app.post(
    '/:id/fitting/photos',
    commandRoute(ctx, {
      access: 'signed-in',
      input: multipartInput(fittingPhotosSchema, FITTING_PHOTOS_UPLOAD),
      status: 201,
      async plan({ c, files, at }) {
        const eventId = pathId(c, 'id');
        const stream = fittingStream(eventId);
        const appointment = await appointmentOf(ctx.store, eventId);
        const command = (keys: string[]): AddFittingPhotos => ({ type: 'AddFittingPhotos', data: { eventId, appointment, keys, at } });
        // Refused before any file is stored: the decider's own rules, on as many placeholders.
        stream.decider.decide(command(files.map((_, i) => `check/${i}`)), (await readState(ctx.store as EventStore, stream)).state);
        const keys = await storeImages(ctx.blobs, `fittings/${eventId}/${randomUUID()}`, files);
        return { stream, command: command(keys), answer: fittingAnswer(eventId), discard: () => removeImages(ctx.blobs, keys) };
      },
    }),
  );

  /** Shares a photo with the client, or hides it again. */
  app.patch(
    '/:id/fitting/photos/:n',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(fittingPhotoShareSchema, MAX_SHARE_BYTES),
      ifMatch: true,
      status: 200,
      plan({ c, input, at }) {
        const eventId = pathId(c, 'id');
        const n = pathIndex(c, 'n');
        return {
          stream: fittingStream(eventId),
          command: { type: 'ShareFittingPhoto' as const, data: { eventId, n, sharedWithClient: input.sharedWithClient, at } },
          answer: fittingAnswer(eventId),
        };
      },
    }),
  );

  /** A photo, shared or not, for staff only. */
  app.get(
    '/:id/fitting/photos/:n',
    privateFile({
      access: 'signed-in',
      async file(c) {
        const photo = await fittingPhoto(ctx.store.db, pathId(c, 'id'), pathIndex(c, 'n'));
        const blob = photo ? await ctx.blobs.get(photo.key) : null;
        if (!blob) throw notFound('fittingPhotoNotFound');
        return blob;
      },
    }),
  );

  return app;
}
