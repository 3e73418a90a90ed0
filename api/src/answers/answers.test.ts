import type { GalleryImageRecord } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { toCalendarEvent } from './calendar-event.ts';
import { toGalleryImage, toPublicGalleryItem } from './gallery-image.ts';
import { toRequestListItem } from './request.ts';
import { toReview } from './review.ts';

const image: GalleryImageRecord = {
  imageId: 7,
  title: 'Vestido Aurora',
  description: null,
  titleEn: 'Aurora Gown',
  descriptionEn: null,
  blobKey: 'gallery/7/original ñ.webp',
  width: 1600,
  height: 2400,
  category: 'vestidos',
  featured: true,
  visible: true,
  addedAt: '2026-11-24T10:00:00.000Z',
};
const variants = [{ width: 480, format: 'avif' as const, key: 'gallery/7/w480.avif' }];

/** The read models keep blob keys and facts; the API makes the URLs when it answers. */
describe('answers', () => {
  it('gives a gallery image its /media URLs, for the original and each variant made', () => {
    expect(toGalleryImage({ image, version: 3, variants })).toEqual({
      id: 7,
      title: 'Vestido Aurora',
      description: null,
      titleEn: 'Aurora Gown',
      descriptionEn: null,
      category: 'vestidos',
      featured: true,
      visible: true,
      imageUrl: '/media/gallery/7/original%20%C3%B1.webp',
      image: { url: '/media/gallery/7/original%20%C3%B1.webp', width: 1600, height: 2400, variants: [{ width: 480, format: 'avif', url: '/media/gallery/7/w480.avif' }] },
      createdAt: '2026-11-24T10:00:00.000Z',
      version: 3,
    });
    expect(toGalleryImage({ image, version: 0 }).image.variants).toEqual([]);
  });

  it('shows the public its collection and label, and neither the visibility nor the version', () => {
    const item = toPublicGalleryItem({ image, version: 3, variants });
    expect(item).toMatchObject({ id: 7, collection: 'vestidos', category: 'Vestidos' });
    expect(item).not.toHaveProperty('visible');
    expect(item).not.toHaveProperty('version');
    expect(toPublicGalleryItem({ image: { ...image, category: 'bodas' }, version: 3 })).toMatchObject({ collection: null, category: null });
  });

  it("gives a review its photo's URL, or none", () => {
    const review = { reviewId: 2, clientName: 'María', content: 'Precioso.', contentEn: 'Lovely.', rating: 4, featured: false, blobKey: 'reviews/2/photo.webp', addedAt: '2026-11-20T10:00:00.000Z' };
    expect(toReview({ review, version: 1 })).toEqual({
      id: 2,
      clientName: 'María',
      content: 'Precioso.',
      contentEn: 'Lovely.',
      rating: 4,
      featured: false,
      imageUrl: '/media/reviews/2/photo.webp',
      createdAt: '2026-11-20T10:00:00.000Z',
      version: 1,
    });
    expect(toReview({ review: { ...review, blobKey: null }, version: 1 }).imageUrl).toBeNull();
  });

  it("gives a request's photos their staff-only URLs, and says whether the client was erased", () => {
    const view = {
      id: 12,
      type: 'concept' as const,
      fullName: 'Marta',
      email: 'm@example.com',
      phone: '+34 600 000 000',
      address: null,
      driveLink: null,
      description: null,
      conceptDescription: 'A cape',
      inspirations: null,
      additionalComments: null,
      eventType: null,
      eventDate: null,
      preferredContact: 'text' as const,
      status: 'pending' as const,
      erased: false,
      createdAt: '2026-11-20T10:00:00.000Z',
      imageKeys: ['requests/concept/12/0.webp', 'requests/concept/12/1.webp'],
      addedImageCount: 0,
      lang: 'es' as const,
    };
    const { imageKeys: _keys, addedImageCount: _added, lang: _lang, ...rest } = view;
    expect(toRequestListItem(view, 2)).toEqual({
      ...rest,
      imageUrl: '/api/requests/concept/12/images/0',
      imageUrls: ['/api/requests/concept/12/images/0', '/api/requests/concept/12/images/1'],
      unreadMessages: 2,
    });
    expect(toRequestListItem({ ...view, imageKeys: [], erased: true }, 0)).toMatchObject({ imageUrl: null, imageUrls: [], erased: true, unreadMessages: 0 });
  });

  it('says whether a calendar event’s client was erased', () => {
    const calendarEvent = { eventId: 4, clientName: '[erased]', date: '2026-12-03', eventType: 'gala' as const, milestone: 'Delivery' as const, requestId: 9, requestType: 'dress' as const, notes: null, scheduledAt: '2026-11-24T10:00:00.000Z' };
    expect(toCalendarEvent({ calendarEvent, version: 2, erased: true })).toEqual({
      id: 4,
      clientName: '[erased]',
      date: '2026-12-03',
      eventType: 'gala',
      milestone: 'Delivery',
      requestId: 9,
      requestType: 'dress',
      notes: null,
      erased: true,
      version: 2,
    });
  });
});
