import { calendarEventStream, fittingStream, type CalendarEventState, type FittingState } from '@atelier/domain';
import { readState, type EventStore } from '@atelier/event-store';
import type { Context } from 'hono';
import { toFittingRecord } from '../answers/fitting.ts';
import type { AppEnv } from '../context.ts';
import { preconditionRequired } from '../errors.ts';

/** The calendar event a fitting command is about, as its own stream leaves it (the decider checks it is a fitting). */
export async function appointmentOf(store: Pick<EventStore, 'readStream'>, eventId: number): Promise<CalendarEventState> {
  return (await readState(store as EventStore, calendarEventStream(eventId))).state;
}

/**
 * The version a save must find its record at (ADR 054): a record that exists is replaced only
 * by one who says which version she read (If-Match), else 428; a first save expects none (-1),
 * so of two first saves the second is a 409.
 */
export async function versionToSaveAt(c: Context<AppEnv>, store: Pick<EventStore, 'readStream'>, eventId: number): Promise<number | undefined> {
  if (c.req.header('if-match') !== undefined) return undefined;
  const { version } = await store.readStream(fittingStream(eventId).streamId);
  if (version >= 0) throw preconditionRequired();
  return -1;
}

/** What a fitting command answers: the record its events leave, with the version to change it at next (ADR 036). */
export const fittingAnswer =
  (eventId: number) =>
  (state: FittingState, version: number): Record<string, unknown> => ({ ...toFittingRecord({ eventId, ...state, version }) });
