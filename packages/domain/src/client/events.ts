import type { DomainEvent } from '../kernel/decider.ts';
import type { PersonalDataErased } from '../request/events.ts';
import type { MeasurementValues } from './measurements.ts';

export const CLIENT_REQUESTS_ATTACHED = 'ClientRequestsAttached';
export const MEASUREMENT_SET_RECORDED = 'MeasurementSetRecorded';
export const MEASUREMENT_SET_ACCEPTED = 'MeasurementSetAccepted';
export const CLIENT_NOTE_ADDED = 'ClientNoteAdded';
export const COMMISSION_MEASUREMENTS_PINNED = 'CommissionMeasurementsPinned';
export const CLIENT_MERGED = 'ClientMerged';
export const CLIENT_MERGED_INTO = 'ClientMergedInto';

/** A set's values and note, and a note's text, are her personal data: sealed with the client stream's key (ADR 047). */
export const MEASUREMENT_SET_PII = ['values', 'note'] as const;
export const CLIENT_NOTE_PII = ['text'] as const;

/** Who took a set: the designer, or the client herself from her page (until the designer accepts it). */
export const MEASUREMENT_TAKERS = ['designer', 'client'] as const;
export type MeasurementTaker = (typeof MEASUREMENT_TAKERS)[number];

/**
 * Her requests, by their list keys (`dress-12`, `concept-3`): the first attachment opens the
 * client, and the key of her first request is her id (ADR 047).
 */
export interface ClientRequestsAttachedData extends Record<string, unknown> {
  clientId: string;
  requests: string[];
  at: string;
}

export interface MeasurementSetRecordedData extends Record<string, unknown> {
  clientId: string;
  /** `{clientId}.{n}`: unique across clients, so a merge moves it unchanged. */
  setId: string;
  /** yyyy-MM-dd, the day it was taken. */
  takenAt: string;
  takenBy: MeasurementTaker;
  values: MeasurementValues;
  note: string | null;
  /** The client's set this designer's set corrects, which is then settled. */
  corrects: string | null;
  at: string;
}

export interface MeasurementSetAcceptedData extends Record<string, unknown> {
  clientId: string;
  setId: string;
  at: string;
}

export interface ClientNoteAddedData extends Record<string, unknown> {
  clientId: string;
  noteNumber: number;
  text: string;
  at: string;
}

/** A commission (its request's key) is made to this set. */
export interface CommissionMeasurementsPinnedData extends Record<string, unknown> {
  clientId: string;
  commissionId: string;
  setId: string;
  at: string;
}

/** A set as a merge carries it to the client kept: enough to accept it or pin it there. */
export interface MergedSet extends Record<string, unknown> {
  setId: string;
  takenBy: MeasurementTaker;
  settled: boolean;
}

/** On the client kept: the merged one's requests and sets are hers from now on. */
export interface ClientMergedData extends Record<string, unknown> {
  clientId: string;
  from: string;
  requests: string[];
  sets: MergedSet[];
  at: string;
}

/** On the client merged away: she is `into` from now on. */
export interface ClientMergedIntoData extends Record<string, unknown> {
  clientId: string;
  into: string;
  at: string;
}

export type ClientRequestsAttached = DomainEvent<typeof CLIENT_REQUESTS_ATTACHED, ClientRequestsAttachedData>;
export type MeasurementSetRecorded = DomainEvent<typeof MEASUREMENT_SET_RECORDED, MeasurementSetRecordedData>;
export type MeasurementSetAccepted = DomainEvent<typeof MEASUREMENT_SET_ACCEPTED, MeasurementSetAcceptedData>;
export type ClientNoteAdded = DomainEvent<typeof CLIENT_NOTE_ADDED, ClientNoteAddedData>;
export type CommissionMeasurementsPinned = DomainEvent<typeof COMMISSION_MEASUREMENTS_PINNED, CommissionMeasurementsPinnedData>;
export type ClientMerged = DomainEvent<typeof CLIENT_MERGED, ClientMergedData>;
export type ClientMergedInto = DomainEvent<typeof CLIENT_MERGED_INTO, ClientMergedIntoData>;

/** Every event a client's stream holds, and PersonalDataErased when she is erased. */
export type ClientEvent =
  | ClientRequestsAttached
  | MeasurementSetRecorded
  | MeasurementSetAccepted
  | ClientNoteAdded
  | CommissionMeasurementsPinned
  | ClientMerged
  | ClientMergedInto
  | PersonalDataErased;

export const CLIENT_EVENT_TYPES = [
  CLIENT_REQUESTS_ATTACHED,
  MEASUREMENT_SET_RECORDED,
  MEASUREMENT_SET_ACCEPTED,
  CLIENT_NOTE_ADDED,
  COMMISSION_MEASUREMENTS_PINNED,
  CLIENT_MERGED,
  CLIENT_MERGED_INTO,
] as const;
