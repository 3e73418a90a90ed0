import { describe, expect, it } from 'vitest';
import { DomainError, NotFound } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { AddGalleryImage } from './commands.ts';
import { galleryImageDecider } from './decider.ts';
import type { GalleryImageAdded, GalleryImageEvent } from './events.ts';
import { galleryImageBlobKey, galleryImageStreamId } from './stream.ts';

const at = '2026-11-24T10:00:00.000Z';
const add: AddGalleryImage = {
  type: 'AddGalleryImage',
  data: {
    imageId: 3,
    title: 'Vestido Aurora',
    description: null,
    titleEn: 'Aurora Gown',
    descriptionEn: null,
    blobKey: 'gallery/3/original.webp',
    width: 1200,
    height: 1600,
    category: 'vestidos',
    featured: false,
    visible: true,
    addedAt: '2026-11-20T09:00:00.000Z',
  },
};
const added: GalleryImageAdded = { type: 'GalleryImageAdded', data: add.data };
const deleted: GalleryImageEvent = { type: 'GalleryImageDeleted', data: { imageId: 3, at } };
const edit = (changes: Record<string, unknown>) => ({ type: 'EditGalleryImage', data: { imageId: 3, ...changes, at } }) as const;

const given = DeciderSpecification.for(galleryImageDecider);

describe('gallery image: add', () => {
  it('given nothing, when added, then GalleryImageAdded with exactly its fields', () => {
    given([]).when(add).then([added]);
    given([]).when({ ...add, data: { ...add.data, stray: 'x' } as AddGalleryImage['data'] }).then([added]);
  });

  it('refuses an id that was already used, even by a deleted image', () => {
    given([added]).when(add).thenThrows(DomainError, /already exists/);
    given([added, deleted]).when(add).thenThrows(DomainError, /already exists/);
  });
});

describe('gallery image: edit', () => {
  it('records only the fields that change', () => {
    given([added])
      .when(edit({ title: 'Vestido Aurora', description: 'Seda y encaje', category: 'vestidos', featured: true }))
      .then([{ type: 'GalleryImageEdited', data: { imageId: 3, description: 'Seda y encaje', featured: true, at } }]);
  });

  it('records a visibility change as its own event, beside the other changes', () => {
    given([added]).when(edit({ visible: false })).then([{ type: 'GalleryImageVisibilityChanged', data: { imageId: 3, visible: false, at } }]);
    given([added])
      .when(edit({ category: null, visible: false }))
      .then([
        { type: 'GalleryImageEdited', data: { imageId: 3, category: null, at } },
        { type: 'GalleryImageVisibilityChanged', data: { imageId: 3, visible: false, at } },
      ]);
  });

  it('gives no event for an edit that changes nothing', () => {
    given([added]).when(edit({ title: 'Vestido Aurora', visible: true })).thenNothingHappened();
    given([added]).when(edit({})).thenNothingHappened();
  });

  it('refuses to edit an image that does not exist or was deleted', () => {
    given([]).when(edit({ title: 'x' })).thenThrows(NotFound, 'gallery image 3 not found');
    given([added, deleted]).when(edit({ title: 'x' })).thenThrows(NotFound, 'gallery image 3 not found');
  });
});

describe('gallery image: English title and description', () => {
  it('records an English title or description like any other field, and clears one with null', () => {
    given([added])
      .when(edit({ titleEn: 'Aurora Gown', descriptionEn: 'Silk and lace' }))
      .then([{ type: 'GalleryImageEdited', data: { imageId: 3, descriptionEn: 'Silk and lace', at } }]);
    given([added]).when(edit({ titleEn: null })).then([{ type: 'GalleryImageEdited', data: { imageId: 3, titleEn: null, at } }]);
  });

  it('loads an image added before English was offered, with no English text', () => {
    const { titleEn: _t, descriptionEn: _d, ...spanishOnly } = add.data;
    const old: GalleryImageAdded = { type: 'GalleryImageAdded', data: spanishOnly };
    given([old]).thenState({ status: 'present', image: { ...add.data, titleEn: null, descriptionEn: null } });
    given([old]).when(edit({ titleEn: 'Aurora Gown' })).then([{ type: 'GalleryImageEdited', data: { imageId: 3, titleEn: 'Aurora Gown', at } }]);
    given([old]).when(edit({ titleEn: null })).thenNothingHappened();
  });
});

describe('gallery image: delete', () => {
  it('deletes an image once', () => {
    given([added]).when({ type: 'DeleteGalleryImage', data: { imageId: 3, at } }).then([deleted]);
    given([added, deleted]).when({ type: 'DeleteGalleryImage', data: { imageId: 3, at } }).thenThrows(NotFound, /not found/);
    given([]).when({ type: 'DeleteGalleryImage', data: { imageId: 3, at } }).thenThrows(NotFound, /not found/);
  });
});

describe('gallery image: a category rename or delete carries it along', () => {
  const recategorise = (from: string, to: string) => ({ type: 'RecategoriseGalleryImage', data: { imageId: 3, from, to, at } }) as const;

  it('moves an image still in the category, as an edit of its category', () => {
    given([added]).when(recategorise('vestidos', 'novias')).then([{ type: 'GalleryImageEdited', data: { imageId: 3, category: 'novias', at } }]);
  });

  it('records nothing for an image in another category by now, or deleted', () => {
    given([added]).when(recategorise('trajes', 'general')).thenNothingHappened();
    given([added, deleted]).when(recategorise('vestidos', 'general')).thenNothingHappened();
    given([]).when(recategorise('vestidos', 'general')).thenNothingHappened();
  });
});

describe('gallery image: evolve', () => {
  it('folds edits and visibility into the image, and a delete ends it', () => {
    const edited: GalleryImageEvent = { type: 'GalleryImageEdited', data: { imageId: 3, title: 'Aurora', description: 'Tul', at } };
    const hidden: GalleryImageEvent = { type: 'GalleryImageVisibilityChanged', data: { imageId: 3, visible: false, at } };
    given([added, edited, hidden]).thenState({
      status: 'present',
      image: { ...add.data, title: 'Aurora', description: 'Tul', visible: false },
    });
    given([added, edited, deleted]).thenState({ status: 'deleted' });
  });
});

describe('gallery image: names', () => {
  it('has the stream gallery-image-{id} and the blob key gallery/{id}/original.{ext}', () => {
    expect(galleryImageStreamId(3)).toBe('gallery-image-3');
    expect(galleryImageBlobKey(3, 'webp')).toBe('gallery/3/original.webp');
  });
});
