import { describe, expect, it } from 'vitest';
import { DomainError, NotFound } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import { personalDataErased } from '../request/events.ts';
import type { RecordMeasurementSet } from './commands.ts';
import { clientDecider } from './decider.ts';
import type { ClientEvent, MeasurementSetRecorded } from './events.ts';
import { MEASUREMENT_NAMES, MEASUREMENT_RANGES, MeasurementOutOfRange, measurementDrift } from './measurements.ts';
import { clientStreamId, isClientId } from './stream.ts';

const at = '2026-11-28T10:00:00.000Z';
const given = DeciderSpecification.for(clientDecider);
const opened: ClientEvent = { type: 'ClientRequestsAttached', data: { clientId: 'dress-12', requests: ['dress-12'], at } };
const setPii = ['values', 'note'];
const recordCommand = (changes: Partial<RecordMeasurementSet['data']> = {}): RecordMeasurementSet => ({
  type: 'RecordMeasurementSet',
  data: { clientId: 'dress-12', takenAt: '2026-11-27', takenBy: 'designer', values: { bust: 88, waist: 70.5 }, note: ' Con corsé ', at, ...changes },
});
const recorded = (n: number, takenBy: 'designer' | 'client' = 'designer', changes: Partial<MeasurementSetRecorded['data']> = {}): MeasurementSetRecorded => ({
  type: 'MeasurementSetRecorded',
  data: { clientId: 'dress-12', setId: `dress-12.${n}`, takenAt: '2026-11-27', takenBy, values: { bust: 88, waist: 70.5 }, note: 'Con corsé', corrects: null, at, ...changes },
  pii: setPii,
});
const erased: ClientEvent = personalDataErased(clientStreamId('dress-12'), at);
const mergedAway: ClientEvent = { type: 'ClientMergedInto', data: { clientId: 'dress-12', into: 'concept-3', at } };

describe('client: requests', () => {
  it('opens with her first request, whose key is her id, and attaches only requests she has not', () => {
    given([]).when({ type: 'AttachClientRequests', data: { clientId: 'dress-12', requests: ['dress-12'], at } }).then([opened]);
    given([opened])
      .when({ type: 'AttachClientRequests', data: { clientId: 'dress-12', requests: ['dress-12', 'concept-4', 'concept-4'], at } })
      .then([{ type: 'ClientRequestsAttached', data: { clientId: 'dress-12', requests: ['concept-4'], at } }]);
    given([opened]).when({ type: 'AttachClientRequests', data: { clientId: 'dress-12', requests: ['dress-12'], at } }).thenNothingHappened();
    expect(clientStreamId('dress-12')).toBe('client-dress-12');
    expect([isClientId('dress-12'), isClientId('concept-3'), isClientId('ana@example.com'), isClientId('dress-0')]).toEqual([true, true, false, false]);
  });

  it('attaches nothing to a client merged away or erased', () => {
    given([opened, mergedAway]).when({ type: 'AttachClientRequests', data: { clientId: 'dress-12', requests: ['dress-20'], at } }).thenThrows(DomainError, /merged into concept-3/);
    given([opened, erased]).when({ type: 'AttachClientRequests', data: { clientId: 'dress-12', requests: ['dress-20'], at } }).thenThrows(DomainError, /erased/);
  });
});

describe('client: measurement sets', () => {
  it("records the designer's set, its values and note sealed, numbered within her stream", () => {
    given([opened]).when(recordCommand()).then([recorded(1)]);
    given([opened, recorded(1)]).when(recordCommand({ note: '  ' })).then([recorded(2, 'designer', { note: null })]);
  });

  it('keeps one decimal, and refuses a second', () => {
    given([opened]).when(recordCommand({ values: { waist: 70.5 }, note: null })).then([recorded(1, 'designer', { values: { waist: 70.5 }, note: null })]);
    given([opened]).when(recordCommand({ values: { waist: 70.25 } })).thenThrows(MeasurementOutOfRange, /waist must be between 40 and 150/);
  });

  it.each([
    ['waist', 5],
    ['waist', 500],
    ['waist', 39.9],
    ['waist', 150.1],
    ['heelHeight', -1],
    ['height', Number.NaN],
  ])('refuses %s of %s cm', (name, value) => {
    given([opened]).when(recordCommand({ values: { [name]: value } })).thenThrows(MeasurementOutOfRange, new RegExp(`${name} must be between`));
  });

  it('takes the ends of each range', () => {
    given([opened]).when(recordCommand({ values: { waist: 40, hip: 170, heelHeight: 0 }, note: null })).then([recorded(1, 'designer', { values: { waist: 40, hip: 170, heelHeight: 0 }, note: null })]);
  });

  it('refuses an empty set, an unknown name, a bad day and a note too long', () => {
    given([opened]).when(recordCommand({ values: {} })).thenThrows(DomainError, /at least one/);
    given([opened]).when(recordCommand({ values: { ankle: 22 } })).thenThrows(DomainError, /ankle is not one of/);
    given([opened]).when(recordCommand({ takenAt: '27/11/2026' })).thenThrows(DomainError, /yyyy-MM-dd/);
    given([opened]).when(recordCommand({ note: 'x'.repeat(5001) })).thenThrows(DomainError, /at most 5000/);
  });

  it('refuses a set for a client who does not exist, was merged away or was erased', () => {
    given([]).when(recordCommand()).thenThrows(NotFound, 'client dress-12 not found');
    given([opened, mergedAway]).when(recordCommand()).thenThrows(NotFound, /not found/);
    given([opened, erased]).when(recordCommand()).thenThrows(DomainError, /erased/);
  });

  it("accepts a client's own set once; the designer's needs no acceptance", () => {
    const accepted: ClientEvent = { type: 'MeasurementSetAccepted', data: { clientId: 'dress-12', setId: 'dress-12.1', at } };
    const accept = { type: 'AcceptMeasurementSet' as const, data: { clientId: 'dress-12', setId: 'dress-12.1', at } };
    given([opened, recorded(1, 'client')]).when(accept).then([accepted]);
    given([opened, recorded(1, 'client'), accepted]).when(accept).thenNothingHappened();
    given([opened, recorded(1)]).when(accept).thenThrows(DomainError, /only a set the client took/);
    given([opened]).when(accept).thenThrows(NotFound, 'measurement set dress-12.1 not found');
  });

  it("corrects a client's set with a new set by the designer, which settles hers", () => {
    const correction = recorded(2, 'designer', { corrects: 'dress-12.1', note: null });
    given([opened, recorded(1, 'client')]).when(recordCommand({ corrects: 'dress-12.1', note: null })).then([correction]);
    given([opened, recorded(1, 'client'), correction])
      .when({ type: 'AcceptMeasurementSet', data: { clientId: 'dress-12', setId: 'dress-12.1', at } })
      .thenNothingHappened();
    given([opened, recorded(1)]).when(recordCommand({ corrects: 'dress-12.1' })).thenThrows(DomainError, /corrects a client's set/);
    given([opened, recorded(1, 'client')]).when(recordCommand({ takenBy: 'client', corrects: 'dress-12.1' })).thenThrows(DomainError, /corrects a client's set/);
    given([opened]).when(recordCommand({ corrects: 'dress-12.9' })).thenThrows(NotFound, /dress-12.9 not found/);
  });
});

describe('client: pins and drift', () => {
  const pinCommand = (setId: string, commissionId = 'dress-12') => ({ type: 'PinCommissionMeasurements' as const, data: { clientId: 'dress-12', commissionId, setId, at } });
  const pinned: ClientEvent = { type: 'CommissionMeasurementsPinned', data: { clientId: 'dress-12', commissionId: 'dress-12', setId: 'dress-12.1', at } };

  it('pins a commission of hers to one of her sets, once', () => {
    given([opened, recorded(1)]).when(pinCommand('dress-12.1')).then([pinned]);
    given([opened, recorded(1), pinned]).when(pinCommand('dress-12.1')).thenNothingHappened();
    given([opened, recorded(1)]).when(pinCommand('dress-12.9')).thenThrows(NotFound, /measurement set/);
    given([opened, recorded(1)]).when(pinCommand('dress-12.1', 'dress-99')).thenThrows(NotFound, 'commission dress-99 not found');
  });

  it('shows drift above 2 cm only: exactly 2 is not drift, 2.1 is', () => {
    expect(measurementDrift({ waist: 70, bust: 88 }, { waist: 72, bust: 90.1 })).toEqual([{ name: 'bust', pinned: 88, current: 90.1 }]);
    expect(measurementDrift({ waist: 86.3 }, { waist: 88.3 })).toEqual([]);
    expect(measurementDrift({ waist: 70, hip: 95 }, { waist: 67.9 })).toEqual([{ name: 'waist', pinned: 70, current: 67.9 }]);
    expect(measurementDrift({ waist: 70 }, { hip: 120 })).toEqual([]);
  });
});

describe('client: notes', () => {
  it('adds private notes, numbered, their text sealed', () => {
    const note: ClientEvent = { type: 'ClientNoteAdded', data: { clientId: 'dress-12', noteNumber: 1, text: 'Prefiere mañanas', at }, pii: ['text'] };
    given([opened]).when({ type: 'AddClientNote', data: { clientId: 'dress-12', text: '  Prefiere mañanas ', at } }).then([note]);
    given([opened, note])
      .when({ type: 'AddClientNote', data: { clientId: 'dress-12', text: 'Otra', at } })
      .then([{ type: 'ClientNoteAdded', data: { clientId: 'dress-12', noteNumber: 2, text: 'Otra', at }, pii: ['text'] }]);
    given([opened]).when({ type: 'AddClientNote', data: { clientId: 'dress-12', text: '   ', at } }).thenThrows(DomainError, /needs some text/);
  });
});

describe('client: merge', () => {
  const mergeCommand = { type: 'MergeClient' as const, data: { clientId: 'dress-12', from: 'concept-3', requests: ['concept-3'], sets: [{ setId: 'concept-3.1', takenBy: 'client' as const, settled: false }], at } };
  const merged: ClientEvent = { type: 'ClientMerged', data: mergeCommand.data };

  it("takes in the merged client's requests and sets, which she can then accept and pin", () => {
    given([opened]).when(mergeCommand).then([merged]);
    given([opened, merged])
      .when({ type: 'AcceptMeasurementSet', data: { clientId: 'dress-12', setId: 'concept-3.1', at } })
      .then([{ type: 'MeasurementSetAccepted', data: { clientId: 'dress-12', setId: 'concept-3.1', at } }]);
    given([opened, merged])
      .when({ type: 'PinCommissionMeasurements', data: { clientId: 'dress-12', commissionId: 'concept-3', setId: 'concept-3.1', at } })
      .then([{ type: 'CommissionMeasurementsPinned', data: { clientId: 'dress-12', commissionId: 'concept-3', setId: 'concept-3.1', at } }]);
  });

  it('marks the one merged away, who then takes nothing more; nobody merges into herself', () => {
    given([opened]).when({ type: 'MarkClientMerged', data: { clientId: 'dress-12', into: 'concept-3', at } }).then([mergedAway]);
    given([opened, mergedAway]).when({ type: 'MarkClientMerged', data: { clientId: 'dress-12', into: 'concept-9', at } }).thenThrows(NotFound, /not found/);
    given([opened, mergedAway]).when(mergeCommand).thenThrows(NotFound, /not found/);
    given([opened]).when({ ...mergeCommand, data: { ...mergeCommand.data, from: 'dress-12' } }).thenThrows(DomainError, /herself/);
    given([opened]).when({ type: 'MarkClientMerged', data: { clientId: 'dress-12', into: 'dress-12', at } }).thenThrows(DomainError, /herself/);
  });

  it('refuses to merge an erased client, either way', () => {
    given([opened, erased]).when(mergeCommand).thenThrows(DomainError, /erased/);
    given([opened, erased]).when({ type: 'MarkClientMerged', data: { clientId: 'dress-12', into: 'concept-3', at } }).thenThrows(DomainError, /erased/);
  });
});

describe('client: erasure', () => {
  it('given an erasure, she keeps her record but takes no new set or note', () => {
    given([opened, recorded(1), erased]).thenState(expect.objectContaining({ status: 'open', erased: true }));
    given([opened, erased]).when({ type: 'AddClientNote', data: { clientId: 'dress-12', text: 'x', at } }).thenThrows(DomainError, /erased/);
  });
});

describe('the measurement list', () => {
  it('has twenty measurements, each range wide enough for a real body and refusing 5 and 500', () => {
    expect(MEASUREMENT_NAMES).toHaveLength(20);
    for (const { min, max } of Object.values(MEASUREMENT_RANGES)) expect(min < max && max < 500 && (min > 5 || max < 20)).toBe(true);
  });
});
