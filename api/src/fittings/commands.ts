import { calendarEventStream, type CalendarEventState, type FittingState } from '@atelier/domain';
import { readState, type EventStore } from '@atelier/event-store';
import { toFittingRecord } from '../answers/fitting.ts';

/** The calendar event a fitting command is about, as its own stream leaves it (the decider checks it is a fitting). */
export async function appointmentOf(store: Pick<EventStore, 'readStream'>, eventId: number): Promise<CalendarEventState> {
  return (await readState(store as EventStore, calendarEventStream(eventId))).state;
}

/** What a fitting command answers: the record its events leave, with the version to change it at next (ADR 036). */
export const fittingAnswer =
  (eventId: number) =>
  (state: FittingState, version: number): Record<string, unknown> => ({ ...toFittingRecord({ eventId, ...state, version }) });
