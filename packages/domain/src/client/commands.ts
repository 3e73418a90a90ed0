import type { DomainCommand } from '../kernel/command.ts';
import type { MeasurementTaker, MergedSet } from './events.ts';

export type AttachClientRequests = DomainCommand<'AttachClientRequests', { clientId: string; requests: string[]; at: string }>;

export type RecordMeasurementSet = DomainCommand<
  'RecordMeasurementSet',
  { clientId: string; takenAt: string; takenBy: MeasurementTaker; values: Record<string, number>; note?: string | null; corrects?: string | null; at: string }
>;

export type AcceptMeasurementSet = DomainCommand<'AcceptMeasurementSet', { clientId: string; setId: string; at: string }>;

export type AddClientNote = DomainCommand<'AddClientNote', { clientId: string; text: string; at: string }>;

export type PinCommissionMeasurements = DomainCommand<'PinCommissionMeasurements', { clientId: string; commissionId: string; setId: string; at: string }>;

/** On the client kept: takes in `from`, whose requests and sets the API read from her stream. */
export type MergeClient = DomainCommand<'MergeClient', { clientId: string; from: string; requests: string[]; sets: MergedSet[]; at: string }>;

/** On the client merged away, in the same append as MergeClient. */
export type MarkClientMerged = DomainCommand<'MarkClientMerged', { clientId: string; into: string; at: string }>;

export type ClientCommand =
  | AttachClientRequests
  | RecordMeasurementSet
  | AcceptMeasurementSet
  | AddClientNote
  | PinCommissionMeasurements
  | MergeClient
  | MarkClientMerged;
