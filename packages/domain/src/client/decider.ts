import { isCalendarDate } from '../kernel/calendar-date.ts';
import { assertNever, type Decider } from '../kernel/decider.ts';
import { DomainError, NotFound } from '../kernel/errors.ts';
import { PERSONAL_DATA_ERASED } from '../request/events.ts';
import type {
  AcceptMeasurementSet,
  AddClientNote,
  AttachClientRequests,
  ClientCommand,
  MarkClientMerged,
  MergeClient,
  PinCommissionMeasurements,
  RecordMeasurementSet,
} from './commands.ts';
import {
  CLIENT_MERGED,
  CLIENT_MERGED_INTO,
  CLIENT_NOTE_ADDED,
  CLIENT_NOTE_PII,
  CLIENT_REQUESTS_ATTACHED,
  COMMISSION_MEASUREMENTS_PINNED,
  MEASUREMENT_SET_ACCEPTED,
  MEASUREMENT_SET_PII,
  MEASUREMENT_SET_RECORDED,
  MEASUREMENT_TAKERS,
  type ClientEvent,
  type MeasurementTaker,
} from './events.ts';
import { checkMeasurementValues } from './measurements.ts';

/** The entity names the API's 404s name. */
export const CLIENT_ENTITY = 'client';
export const MEASUREMENT_SET_ENTITY = 'measurement set';

/** The longest private note or set note, in characters. */
export const MAX_CLIENT_NOTE_LENGTH = 5000;

/** What the decider needs of a set: who took it, and whether the designer has settled it (hers, accepted or corrected). */
export interface ClientSetFacts {
  takenBy: MeasurementTaker;
  settled: boolean;
}

export interface OpenClient {
  status: 'open' | 'merged';
  clientId: string;
  requests: string[];
  sets: Record<string, ClientSetFacts>;
  /** Sets recorded on this stream: the next one is `{clientId}.{setCount + 1}`. */
  setCount: number;
  notes: number;
  /** Commission id → the set it is made to. */
  pins: Record<string, string>;
  /** The client kept, once merged away. */
  into: string | null;
  erased: boolean;
}

export type ClientState = { status: 'none' } | OpenClient;

export const initialClientState: ClientState = { status: 'none' };

function evolveOpen(state: OpenClient, event: Exclude<ClientEvent, { type: typeof CLIENT_REQUESTS_ATTACHED }>): OpenClient {
  switch (event.type) {
    case MEASUREMENT_SET_RECORDED: {
      const { setId, takenBy, corrects } = event.data;
      const sets = { ...state.sets, [setId]: { takenBy, settled: takenBy === 'designer' } };
      const corrected = corrects === null ? undefined : sets[corrects];
      if (corrects !== null && corrected) sets[corrects] = { ...corrected, settled: true };
      return { ...state, sets, setCount: state.setCount + 1 };
    }
    case MEASUREMENT_SET_ACCEPTED: {
      const set = state.sets[event.data.setId];
      return set ? { ...state, sets: { ...state.sets, [event.data.setId]: { ...set, settled: true } } } : state;
    }
    case CLIENT_NOTE_ADDED:
      return { ...state, notes: event.data.noteNumber };
    case COMMISSION_MEASUREMENTS_PINNED:
      return { ...state, pins: { ...state.pins, [event.data.commissionId]: event.data.setId } };
    case CLIENT_MERGED: {
      const sets = { ...state.sets };
      for (const { setId, takenBy, settled } of event.data.sets) sets[setId] = { takenBy, settled };
      return { ...state, requests: [...state.requests, ...event.data.requests.filter((r) => !state.requests.includes(r))], sets };
    }
    case CLIENT_MERGED_INTO:
      return { ...state, status: 'merged', into: event.data.into };
    case PERSONAL_DATA_ERASED:
      return { ...state, erased: true };
    default:
      return assertNever(event);
  }
}

export function evolveClient(state: ClientState, event: ClientEvent): ClientState {
  if (event.type === CLIENT_REQUESTS_ATTACHED) {
    const { clientId, requests } = event.data;
    if (state.status === 'none') return { status: 'open', clientId, requests: [...requests], sets: {}, setCount: 0, notes: 0, pins: {}, into: null, erased: false };
    return { ...state, requests: [...state.requests, ...requests.filter((r) => !state.requests.includes(r))] };
  }
  return state.status === 'none' ? state : evolveOpen(state, event);
}

/** A client that exists, was not merged away and was not erased: every command but the attachment needs one. */
function live(state: ClientState, clientId: string): OpenClient {
  if (state.status !== 'open') throw new NotFound(CLIENT_ENTITY, clientId);
  if (state.erased) throw new DomainError(`client ${clientId} was erased`);
  return state;
}

function attach(command: AttachClientRequests, state: ClientState): ClientEvent[] {
  const { clientId, requests, at } = command.data;
  if (state.status === 'merged') throw new DomainError(`client ${clientId} was merged into ${state.into}`);
  if (state.status === 'open' && state.erased) throw new DomainError(`client ${clientId} was erased`);
  const known = state.status === 'open' ? state.requests : [];
  const added = [...new Set(requests)].filter((r) => !known.includes(r));
  return added.length === 0 ? [] : [{ type: CLIENT_REQUESTS_ATTACHED, data: { clientId, requests: added, at } }];
}

function checkNote(text: string, what: string): string {
  const trimmed = text.trim();
  if (trimmed.length > MAX_CLIENT_NOTE_LENGTH) throw new DomainError(`${what} has at most ${MAX_CLIENT_NOTE_LENGTH} characters`);
  return trimmed;
}

function record(command: RecordMeasurementSet, state: ClientState): ClientEvent[] {
  const { clientId, takenAt, takenBy, values, note, corrects = null, at } = command.data;
  const client = live(state, clientId);
  if (!isCalendarDate(takenAt)) throw new DomainError(`takenAt ${takenAt} is not a yyyy-MM-dd day`);
  if (!(MEASUREMENT_TAKERS as readonly string[]).includes(takenBy)) throw new DomainError(`${takenBy} cannot take a measurement set`);
  const checked = checkMeasurementValues(values);
  if (corrects !== null) {
    const corrected = client.sets[corrects];
    if (!corrected) throw new NotFound(MEASUREMENT_SET_ENTITY, corrects);
    if (takenBy !== 'designer' || corrected.takenBy !== 'client') throw new DomainError("only the designer's set corrects a client's set");
  }
  const trimmed = note == null ? '' : checkNote(note, 'a set note');
  const setId = `${clientId}.${client.setCount + 1}`;
  return [
    {
      type: MEASUREMENT_SET_RECORDED,
      data: { clientId, setId, takenAt, takenBy, values: checked, note: trimmed === '' ? null : trimmed, corrects, at },
      pii: MEASUREMENT_SET_PII,
    },
  ];
}

function accept(command: AcceptMeasurementSet, state: ClientState): ClientEvent[] {
  const { clientId, setId, at } = command.data;
  const set = live(state, clientId).sets[setId];
  if (!set) throw new NotFound(MEASUREMENT_SET_ENTITY, setId);
  if (set.takenBy !== 'client') throw new DomainError("only a set the client took herself is accepted: the designer's own counts already");
  return set.settled ? [] : [{ type: MEASUREMENT_SET_ACCEPTED, data: { clientId, setId, at } }];
}

function addNote(command: AddClientNote, state: ClientState): ClientEvent[] {
  const { clientId, text, at } = command.data;
  const client = live(state, clientId);
  const trimmed = checkNote(text, 'a note');
  if (trimmed === '') throw new DomainError('a note needs some text');
  return [{ type: CLIENT_NOTE_ADDED, data: { clientId, noteNumber: client.notes + 1, text: trimmed, at }, pii: CLIENT_NOTE_PII }];
}

function pin(command: PinCommissionMeasurements, state: ClientState): ClientEvent[] {
  const { clientId, commissionId, setId, at } = command.data;
  const client = live(state, clientId);
  if (!client.requests.includes(commissionId)) throw new NotFound('commission', commissionId);
  if (!client.sets[setId]) throw new NotFound(MEASUREMENT_SET_ENTITY, setId);
  if (client.pins[commissionId] === setId) return [];
  return [{ type: COMMISSION_MEASUREMENTS_PINNED, data: { clientId, commissionId, setId, at } }];
}

function merge(command: MergeClient, state: ClientState): ClientEvent[] {
  const { clientId, from, requests, sets, at } = command.data;
  live(state, clientId);
  if (from === clientId) throw new DomainError('a client cannot be merged into herself');
  return [{ type: CLIENT_MERGED, data: { clientId, from, requests, sets, at } }];
}

function markMerged(command: MarkClientMerged, state: ClientState): ClientEvent[] {
  const { clientId, into, at } = command.data;
  live(state, clientId);
  if (into === clientId) throw new DomainError('a client cannot be merged into herself');
  return [{ type: CLIENT_MERGED_INTO, data: { clientId, into, at } }];
}

/**
 * One person's record (ADR 047): her requests, her measurement sets, private notes, the set each
 * commission is made to. A merged-away or erased client takes no more commands.
 */
export function decideClient(command: ClientCommand, state: ClientState): ClientEvent[] {
  switch (command.type) {
    case 'AttachClientRequests':
      return attach(command, state);
    case 'RecordMeasurementSet':
      return record(command, state);
    case 'AcceptMeasurementSet':
      return accept(command, state);
    case 'AddClientNote':
      return addNote(command, state);
    case 'PinCommissionMeasurements':
      return pin(command, state);
    case 'MergeClient':
      return merge(command, state);
    case 'MarkClientMerged':
      return markMerged(command, state);
    default:
      return assertNever(command);
  }
}

export const clientDecider: Decider<ClientCommand, ClientEvent, ClientState> = {
  initialState: initialClientState,
  evolve: evolveClient,
  decide: decideClient,
};
