import { describe, expect, it } from 'vitest';
import { DomainError } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { ChangeOpeningHours } from './commands.ts';
import { openingHoursDecider } from './decider.ts';
import type { OpeningHoursChanged } from './events.ts';
import { OPENING_HOURS_STREAM_ID, openingHoursStream } from './stream.ts';
import { isTime, type OpeningHours, type TimeRange } from './week.ts';

const at = '2026-11-24T10:00:00.000Z';
const workday: TimeRange[] = [{ opens: '10:00', closes: '18:00' }];
const week: OpeningHours = {
  days: { monday: workday, tuesday: workday, wednesday: workday, thursday: workday, friday: workday, saturday: [{ opens: '10:00', closes: '16:00' }], sunday: [] },
  byAppointmentOnly: true,
};
const change = (hours: OpeningHours): ChangeOpeningHours => ({ type: 'ChangeOpeningHours', data: { ...hours, at } });
const changed = (hours: OpeningHours): OpeningHoursChanged => ({ type: 'OpeningHoursChanged', data: { ...hours, at } });
const withDay = (day: keyof OpeningHours['days'], ranges: TimeRange[]): OpeningHours => ({ ...week, days: { ...week.days, [day]: ranges } });

const given = DeciderSpecification.for(openingHoursDecider);

describe('opening hours: change', () => {
  it('given nothing saved, when the week is saved, then OpeningHoursChanged with the whole week', () => {
    given([]).when(change(week)).then([changed(week)]);
  });

  it('keeps a break: two ranges in a day, the second after the first', () => {
    const split = withDay('thursday', [
      { opens: '09:30', closes: '14:00' },
      { opens: '16:30', closes: '20:00' },
    ]);
    given([changed(week)]).when(change(split)).then([changed(split)]);
  });

  it('records nothing when the week is the one already saved, and a change of the appointment rule alone', () => {
    given([changed(week)]).when(change(week)).thenNothingHappened();
    given([changed(week)]).when(change({ ...week, byAppointmentOnly: false })).then([changed({ ...week, byAppointmentOnly: false })]);
  });

  it('keeps nothing a caller added by accident', () => {
    const stray = { ...week, days: { ...week.days, sunday: [{ opens: '11:00', closes: '13:00', note: 'x' }] }, colour: 'red' } as unknown as OpeningHours;
    given([]).when(change(stray)).then([changed(withDay('sunday', [{ opens: '11:00', closes: '13:00' }]))]);
  });

  it.each([
    ['a range that closes before it opens', withDay('monday', [{ opens: '18:00', closes: '10:00' }]), /monday closes before it opens/],
    ['a range that closes as it opens', withDay('monday', [{ opens: '10:00', closes: '10:00' }]), /monday closes before it opens/],
    ['a time that is not HH:MM', withDay('friday', [{ opens: '9:00', closes: '18:00' }]), /friday has a time that is not HH:MM/],
    ['an hour past 23', withDay('friday', [{ opens: '10:00', closes: '24:00' }]), /not HH:MM/],
    ['overlapping ranges', withDay('tuesday', [{ opens: '10:00', closes: '14:00' }, { opens: '13:00', closes: '18:00' }]), /tuesday opens again before it has closed/],
    ['three ranges', withDay('tuesday', [{ opens: '08:00', closes: '09:00' }, { opens: '10:00', closes: '11:00' }, { opens: '12:00', closes: '13:00' }]), /more than 2 ranges/],
    ['a missing day', { ...week, days: { ...week.days, sunday: undefined } } as unknown as OpeningHours, /sunday has no opening hours/],
  ])('refuses %s', (_what, hours, message) => {
    given([]).when(change(hours)).thenThrows(DomainError, message);
  });

  it('refuses an appointment rule that is not true or false', () => {
    given([]).when(change({ ...week, byAppointmentOnly: 'yes' } as unknown as OpeningHours)).thenThrows(DomainError, /byAppointmentOnly/);
  });

  it('folds to the newest week, in one stream', () => {
    given([changed(week), changed(withDay('sunday', workday))]).thenState({ hours: withDay('sunday', workday) });
    expect(openingHoursStream.streamId).toBe(OPENING_HOURS_STREAM_ID);
    expect(OPENING_HOURS_STREAM_ID).toBe('opening-hours');
  });
});

describe('times', () => {
  it('are HH:MM on the 24-hour clock', () => {
    expect(['00:00', '09:05', '23:59'].every(isTime)).toBe(true);
    expect(['24:00', '9:05', '12:60', '12:00:00', '', null].some(isTime)).toBe(false);
  });
});
