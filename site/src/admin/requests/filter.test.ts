import type { RequestListItem } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { NO_FILTER, filterRequests, requestKey } from './filter.ts';

function request(overrides: Partial<RequestListItem>): RequestListItem {
  return {
    id: 1,
    type: 'dress',
    fullName: 'Lucía Fernández',
    email: 'lucia@example.com',
    phone: '+34 600 123 456',
    address: null,
    eventType: 'wedding',
    eventDate: '2027-06-12',
    driveLink: null,
    imageUrl: null,
    imageUrls: [],
    description: 'A flowing silk gown with an open back.',
    preferredContact: null,
    conceptDescription: null,
    inspirations: null,
    additionalComments: null,
    status: 'pending',
    erased: false,
    createdAt: '2026-11-23T10:00:00.000Z',
    unreadMessages: 0,
    ...overrides,
  };
}

const lucia = request({});
const emma = request({ id: 1, type: 'concept', fullName: 'Emma Johnson', email: 'EMMA@Example.com', status: 'approved' });
const carmen = request({ id: 2, fullName: 'Carmen Ruiz', email: 'carmen@example.es', status: 'denied' });
const all = [lucia, emma, carmen];

describe('the request list filters', () => {
  it('keeps everything with no filter', () => {
    expect(filterRequests(all, NO_FILTER)).toEqual(all);
  });

  it('filters by type and by status, together', () => {
    expect(filterRequests(all, { ...NO_FILTER, type: 'concept' })).toEqual([emma]);
    expect(filterRequests(all, { ...NO_FILTER, status: 'denied' })).toEqual([carmen]);
    expect(filterRequests(all, { ...NO_FILTER, type: 'dress', status: 'approved' })).toEqual([]);
  });

  it('searches name or email, ignoring case and surrounding spaces', () => {
    expect(filterRequests(all, { ...NO_FILTER, search: '  LUCÍA ' })).toEqual([lucia]);
    expect(filterRequests(all, { ...NO_FILTER, search: 'emma@example' })).toEqual([emma]);
    expect(filterRequests(all, { ...NO_FILTER, search: 'nobody' })).toEqual([]);
  });

  it('tells a dress order and a concept with the same id apart', () => {
    expect(requestKey(lucia)).not.toBe(requestKey(emma));
  });
});
