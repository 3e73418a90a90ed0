import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../kernel/testing.ts';
import { galleryTitleDecider } from './decider.ts';
import type { GalleryTitleEvent } from './events.ts';
import { galleryTitleStreamId } from './stream.ts';
import { normaliseGalleryTitle } from './title.ts';

const at = '2026-11-24T10:00:00.000Z';
const marked: GalleryTitleEvent = { type: 'GalleryTitleMarkedDeleted', data: { title: 'Vestido Aurora', at } };
const given = DeciderSpecification.for(galleryTitleDecider);

describe('gallery title: deleted marker', () => {
  it('marks a title once; marking it again records nothing', () => {
    given([]).when({ type: 'MarkGalleryTitleDeleted', data: { title: ' Vestido Aurora ', at } }).then([marked]);
    given([marked]).when({ type: 'MarkGalleryTitleDeleted', data: { title: 'Vestido Aurora', at } }).thenNothingHappened();
  });

  it('names one stream for every spelling of the same title', () => {
    expect(normaliseGalleryTitle('  Vestido\u00a0 AURORA ')).toBe('vestido aurora');
    expect(galleryTitleStreamId('Vestido  Aurora')).toBe(galleryTitleStreamId('vestido aurora'));
    expect(galleryTitleStreamId('Vestido Aurora')).toBe('gallery-title-vestido aurora');
    expect(normaliseGalleryTitle('Cafe\u0301')).toBe(normaliseGalleryTitle('Café'));
  });
});
