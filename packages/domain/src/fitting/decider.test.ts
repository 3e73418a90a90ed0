import { describe, expect, it } from 'vitest';
import type { CalendarEventState } from '../calendar-event/decider.ts';
import { DomainError, NotFound } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { AddFittingPhotos, SaveFittingRecord } from './commands.ts';
import { FittingRefused, MAX_FITTING_PHOTOS, fittingDecider } from './decider.ts';
import type { FittingEvent, FittingRecordSaved } from './events.ts';
import { fittingStreamId } from './stream.ts';

const at = '2026-11-28T10:00:00.000Z';
const calendarEvent = { eventId: 4, clientName: 'Lucía', date: '2026-11-20', eventType: 'wedding', milestone: 'First Fitting', requestId: 12, requestType: 'dress', notes: null, scheduledAt: at } as const;
const fitting: CalendarEventState = { status: 'scheduled', event: calendarEvent, erased: false };
const save = (fields: Partial<SaveFittingRecord['data']> = {}): SaveFittingRecord => ({
  type: 'SaveFittingRecord',
  data: { eventId: 4, appointment: fitting, notes: ' Cintura holgada ', changes: [{ text: ' Subir el bajo 2 cm ', done: false }], at, ...fields },
});
const addPhotos = (keys: string[], appointment: CalendarEventState = fitting): AddFittingPhotos => ({ type: 'AddFittingPhotos', data: { eventId: 4, appointment, keys, at } });
const pii = ['notes', 'changes'];
const saved: FittingRecordSaved = { type: 'FittingRecordSaved', data: { eventId: 4, notes: 'Cintura holgada', changes: [{ text: 'Subir el bajo 2 cm', done: false }], at }, pii };
const added: FittingEvent = { type: 'FittingPhotosAdded', data: { eventId: 4, photos: [{ n: 0, key: 'fittings/4/a/0.webp' }, { n: 1, key: 'fittings/4/a/1.webp' }], at } };
const erased: FittingEvent = { type: 'PersonalDataErased', data: { streamId: 'fitting-4', erasedAt: at } };
const given = DeciderSpecification.for(fittingDecider);

describe('fitting record: save', () => {
  it('given nothing, when the designer saves, then FittingRecordSaved, trimmed, its notes and changes personal data', () => {
    given([]).when(save()).then([saved]);
    expect(fittingStreamId(4)).toBe('fitting-4');
  });

  it('records blank notes as none, and an empty record too', () => {
    given([]).when(save({ notes: '   ', changes: [] })).then([{ type: 'FittingRecordSaved', data: { eventId: 4, notes: null, changes: [], at }, pii }]);
  });

  it('records nothing when nothing changed, and the whole list when a change is ticked off', () => {
    given([saved]).when(save()).thenNothingHappened();
    given([saved])
      .when(save({ changes: [{ text: 'Subir el bajo 2 cm', done: true }] }))
      .then([{ ...saved, data: { ...saved.data, changes: [{ text: 'Subir el bajo 2 cm', done: true }] } }]);
  });

  it('refuses a change with no words, too long a change, or too many changes', () => {
    given([]).when(save({ changes: [{ text: '  ', done: false }] })).thenThrows(DomainError, /1 to 300/);
    given([]).when(save({ changes: [{ text: 'x'.repeat(301), done: false }] })).thenThrows(DomainError, /1 to 300/);
    given([]).when(save({ changes: Array.from({ length: 51 }, () => ({ text: 'a', done: false })) })).thenThrows(DomainError, /at most 50/);
    given([]).when(save({ notes: 'x'.repeat(5001) })).thenThrows(DomainError, /notes/);
  });

  it('refuses a calendar event that does not exist, is cancelled, is not a fitting, or whose client was erased', () => {
    given([]).when(save({ appointment: { status: 'none' } })).thenThrows(NotFound, 'calendar event 4 not found');
    given([]).when(save({ appointment: { status: 'cancelled' } })).thenThrows(FittingRefused, (e) => e.reason === 'cancelled');
    given([]).when(save({ appointment: { ...fitting, event: { ...calendarEvent, milestone: 'Delivery' } } })).thenThrows(FittingRefused, (e) => e.reason === 'not-a-fitting');
    given([]).when(save({ appointment: { ...fitting, erased: true } })).thenThrows(FittingRefused, (e) => e.reason === 'erased');
    given([saved, erased]).when(save()).thenThrows(FittingRefused, (e) => e.reason === 'erased');
  });

  it('takes every fitting milestone', () => {
    for (const milestone of ['Second Fitting', 'Final Fitting'] as const) {
      given([]).when(save({ appointment: { ...fitting, event: { ...calendarEvent, milestone } } })).then([saved]);
    }
  });
});

describe('fitting record: photos', () => {
  it('numbers new photos after the ones the record has, private', () => {
    given([]).when(addPhotos(['fittings/4/a/0.webp', 'fittings/4/a/1.webp'])).then([added]);
    given([saved, added])
      .when(addPhotos(['fittings/4/b/0.webp']))
      .then([{ type: 'FittingPhotosAdded', data: { eventId: 4, photos: [{ n: 2, key: 'fittings/4/b/0.webp' }], at } }]);
    given([saved, added]).thenState({
      exists: true,
      notes: 'Cintura holgada',
      changes: [{ text: 'Subir el bajo 2 cm', done: false }],
      photos: [
        { key: 'fittings/4/a/0.webp', sharedWithClient: false },
        { key: 'fittings/4/a/1.webp', sharedWithClient: false },
      ],
      erased: false,
    });
  });

  it(`refuses more than ${MAX_FITTING_PHOTOS} photos in all, none at all, and a fitting that is not one`, () => {
    const many = Array.from({ length: MAX_FITTING_PHOTOS - 1 }, (_, i) => `k/${i}`);
    given([added]).when(addPhotos(many)).thenThrows(FittingRefused, (e) => e.reason === 'too-many-photos');
    given([]).when(addPhotos([])).thenThrows(DomainError, /at least one/);
    given([]).when(addPhotos(['k'], { status: 'cancelled' })).thenThrows(FittingRefused, (e) => e.reason === 'cancelled');
  });

  it('shares a photo with the client and hides it again; the same value records nothing', () => {
    const share = (n: number, sharedWithClient: boolean) => ({ type: 'ShareFittingPhoto', data: { eventId: 4, n, sharedWithClient, at } }) as const;
    const shared: FittingEvent = { type: 'FittingPhotoShared', data: { eventId: 4, n: 1, sharedWithClient: true, at } };
    given([added]).when(share(1, true)).then([shared]);
    given([added, shared]).when(share(1, true)).thenNothingHappened();
    given([added, shared]).when(share(1, false)).then([{ ...shared, data: { ...shared.data, sharedWithClient: false } }]);
    given([added]).when(share(0, false)).thenNothingHappened();
    given([added]).when(share(2, true)).thenThrows(NotFound, 'fitting photo 2 not found');
    given([added, erased]).when(share(0, true)).thenThrows(NotFound);
  });

  it('given an erasure, the notes and changes are gone and the photo keys stay, so their files can be deleted', () => {
    given([saved, added, erased]).thenState({
      exists: true,
      notes: null,
      changes: [],
      photos: [
        { key: 'fittings/4/a/0.webp', sharedWithClient: false },
        { key: 'fittings/4/a/1.webp', sharedWithClient: false },
      ],
      erased: true,
    });
  });
});
