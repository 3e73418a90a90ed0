import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema, issuesFromValibot } from './api-error.ts';
import { dressOrderSchema } from './dress-order.ts';
import { publicUserSchema } from './public-user.ts';
import { requestHistoryEntrySchema } from './request-history.ts';
import { requestListItemSchema } from './request-list-item.ts';
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema } from './site-settings.ts';

describe('issuesFromValibot', () => {
  it('flattens issues to dotted paths with their localised messages', () => {
    const result = v.safeParse(dressOrderSchema, { fullName: 'A' }, { lang: 'en' });
    const issues = issuesFromValibot(result.issues ?? []);
    expect(issues).toContainEqual({ path: 'fullName', message: 'Full name must be at least 2 characters' });
    expect(v.is(apiErrorSchema, { code: 'validation_failed', message: 'Invalid input', issues })).toBe(true);
  });

  it('uses dotted paths for nested values and "" for the root', () => {
    const schema = v.object({ images: v.array(v.object({ size: v.number() })) });
    const nested = v.safeParse(schema, { images: [{ size: 1 }, { size: 'x' }] });
    expect(issuesFromValibot(nested.issues ?? []).map((i) => i.path)).toEqual(['images.1.size']);
    expect(issuesFromValibot(v.safeParse(schema, 'x').issues ?? []).map((i) => i.path)).toEqual(['']);
  });
});

describe('answer shapes', () => {
  it('accepts a dress row and a concept row from GET /api/requests', () => {
    const common = { id: 1, fullName: 'Ana', email: 'a@b.co', phone: '6001234567', driveLink: null, status: 'pending', erased: false, createdAt: '2025-03-01T09:00:00.000Z', unreadMessages: 0 };
    const dress = {
      ...common,
      type: 'dress',
      address: null,
      eventType: 'gala',
      eventDate: '2025-06-01',
      imageUrl: '/api/request-images/1/a.webp',
      imageUrls: [],
      description: 'x'.repeat(20),
      preferredContact: null,
      conceptDescription: null,
      inspirations: null,
      additionalComments: null,
    };
    const concept = { ...dress, type: 'concept', eventType: null, eventDate: null, imageUrl: null, description: null, preferredContact: 'text', conceptDescription: 'y'.repeat(20) };
    expect(v.is(requestListItemSchema, dress)).toBe(true);
    expect(v.is(requestListItemSchema, concept)).toBe(true);
    expect(v.is(requestListItemSchema, { ...dress, status: 'archived' })).toBe(false);
    // Erasure is a state the answer names, not something to guess from the fields.
    const { erased: _erased, ...unsaid } = dress;
    expect(v.is(requestListItemSchema, unsaid)).toBe(false);
  });

  it('checks history entries, users and settings', () => {
    expect(v.is(requestHistoryEntrySchema, { position: 3, type: 'RequestApproved', actor: 'ana', at: '2025-03-01T09:00:00Z' })).toBe(true);
    expect(v.is(requestHistoryEntrySchema, { position: 3, type: 'RequestApproved', actor: 'ana', at: 'yesterday' })).toBe(false);
    expect(v.is(publicUserSchema, { id: 'u-1', username: 'ana', isAdmin: false })).toBe(true);
    expect(v.is(siteSettingsSchema, DEFAULT_SITE_SETTINGS)).toBe(true);
  });
});
