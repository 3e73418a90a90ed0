import type { ClientDetail } from '@atelier/contracts';
import { appointmentsOf, driftOf, findClient, measurementHistory, notesOf, pinsOf } from '@atelier/projections';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';

/** GET /api/clients/{id}: her contact details, requests, measurement history with each commission's pin and drift, appointments and private notes. */
export async function clientAnswer(ctx: Pick<AppContext, 'store'>, clientId: string): Promise<ClientDetail> {
  const found = await findClient(ctx.store, clientId);
  if (!found) throw notFound('clientRecordNotFound');
  const [measurements, pins, appointments, notes] = await Promise.all([
    measurementHistory(ctx.store, clientId),
    pinsOf(ctx.store.db, found.requests.map((r) => r.key)),
    appointmentsOf(ctx.store.db, found.requests),
    notesOf(ctx.store, clientId),
  ]);
  return {
    ...found.summary,
    version: found.version,
    requestList: found.requests,
    measurements,
    pins: pins.map((pin) => driftOf(pin.commission_id, pin, measurements)),
    appointments,
    notes,
  };
}
