import { CLIENT_ID_PATTERN, NUMERIC_ID, clientMergeSchema, clientNoteSchema, measurementSetSchema } from '@atelier/contracts';
import { clientStream, type ClientState } from '@atelier/domain';
import { listClients, measurementHistory } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import { clientAnswer } from '../clients/client-answer.ts';
import { eraseClientRecord } from '../clients/erase-client-record.ts';
import { mergePlan } from '../clients/merge-clients.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { MAX_TEXT_FORM_BYTES, jsonInput } from '../input/json-input.ts';
import { noInput } from '../input/no-input.ts';
import { pathKey } from '../input/path-params.ts';
import { commandRoute } from '../routing/command-route.ts';
import { privateRead } from '../routing/read-routes.ts';

/** A search is a few words: anything longer is cut, never an error. */
const MAX_QUERY_LENGTH = 200;

/** The path's `:id` as a client id (a request key, ADR 047); anything else names nobody: 404. */
const clientIdOf = (c: Context<AppEnv>): string => pathKey(c, 'id', CLIENT_ID_PATTERN, () => notFound('clientRecordNotFound'));

/** A measurement set is `{clientId}.{n}`, the n-th set her stream recorded; anything else is no set: 404. */
const SET_ID = new RegExp(`^(dress|concept)-${NUMERIC_ID}\\.${NUMERIC_ID}$`);

/** The set a command just recorded: the newest of its stream. */
const newestSet = (state: ClientState) => (state.status === 'none' ? {} : { id: `${state.clientId}.${state.setCount}` });

/**
 * /api/clients: the people behind the requests (docs/product.md#clients-and-measurements, ADR 047),
 * for signed-in staff; merging and erasing a client are the admin's.
 */
export function clientRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    privateRead({
      access: 'signed-in',
      answer(c) {
        return listClients(ctx.store, (c.req.query('q') ?? '').slice(0, MAX_QUERY_LENGTH));
      },
    }),
  );

  app.get(
    '/:id',
    privateRead({
      access: 'signed-in',
      async answer(c) {
        return clientAnswer(ctx, clientIdOf(c));
      },
    }),
  );

  app.get(
    '/:id/measurements',
    privateRead({
      access: 'signed-in',
      async answer(c) {
        const clientId = clientIdOf(c);
        await clientAnswer(ctx, clientId);
        return measurementHistory(ctx.store, clientId);
      },
    }),
  );

  app.post(
    '/:id/measurements',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(measurementSetSchema, MAX_TEXT_FORM_BYTES),
      status: 201,
      plan({ c, input, at }) {
        const clientId = clientIdOf(c);
        return {
          stream: clientStream(clientId),
          command: { type: 'RecordMeasurementSet' as const, data: { clientId, takenAt: input.takenAt, takenBy: 'designer' as const, values: input.values, note: input.note ?? null, corrects: input.corrects ?? null, at } },
          answer: newestSet,
        };
      },
    }),
  );

  app.post(
    '/:id/measurements/:setId/accept',
    commandRoute(ctx, {
      access: 'signed-in',
      input: noInput,
      status: 200,
      plan({ c, at }) {
        const clientId = clientIdOf(c);
        const setId = pathKey(c, 'setId', SET_ID, () => notFound('measurementSetNotFound'));
        return {
          stream: clientStream(clientId),
          command: { type: 'AcceptMeasurementSet' as const, data: { clientId, setId, at } },
          answer: { id: setId, pending: false },
        };
      },
    }),
  );

  app.post(
    '/:id/notes',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(clientNoteSchema, MAX_TEXT_FORM_BYTES),
      status: 201,
      plan({ c, input, at }) {
        const clientId = clientIdOf(c);
        return {
          stream: clientStream(clientId),
          command: { type: 'AddClientNote' as const, data: { clientId, text: input.text, at } },
          answer: (state: ClientState) => ({ number: state.status === 'none' ? 0 : state.notes, text: input.text, at }),
        };
      },
    }),
  );

  /** One person with two addresses: `from` becomes this client, in one append on both streams (If-Match: this client's version). */
  app.post(
    '/:id/merge',
    commandRoute(ctx, {
      access: 'admin',
      input: jsonInput(clientMergeSchema, MAX_TEXT_FORM_BYTES),
      ifMatch: true,
      status: 200,
      async plan({ c, input, at }) {
        const clientId = clientIdOf(c);
        const { command, also } = await mergePlan(ctx, clientId, input.from, at);
        return { stream: clientStream(clientId), command, also, answer: (_state: ClientState, version: number) => ({ id: clientId, merged: input.from, version }) };
      },
    }),
  );

  /** GDPR erasure of everything of hers: every request (with its calendar events, photos and mails), her sets and notes. */
  app.post(
    '/:id/erase',
    commandRoute(ctx, {
      access: 'admin',
      input: noInput,
      status: 200,
      async write({ c, at, metadata }) {
        const clientId = clientIdOf(c);
        const position = await eraseClientRecord(ctx, clientId, at, metadata);
        return { position, answer: { id: clientId, erased: true } };
      },
    }),
  );

  return app;
}
