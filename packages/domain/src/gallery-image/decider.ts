import { changedFields } from '../kernel/changes.ts';
import { assertNever, type Decider } from '../kernel/decider.ts';
import { DomainError, NotFound } from '../kernel/errors.ts';
import type { AddGalleryImage, DeleteGalleryImage, EditGalleryImage, GalleryImageCommand, RecategoriseGalleryImage } from './commands.ts';
import {
  GALLERY_IMAGE_ADDED,
  GALLERY_IMAGE_DELETED,
  GALLERY_IMAGE_EDITABLE,
  GALLERY_IMAGE_EDITED,
  GALLERY_IMAGE_VISIBILITY_CHANGED,
  type GalleryImageAddedData,
  type GalleryImageEvent,
  type GalleryImageRecord,
} from './events.ts';

export type GalleryImageState = { status: 'none' } | { status: 'present'; image: GalleryImageRecord } | { status: 'deleted' };

export const initialGalleryImageState: GalleryImageState = { status: 'none' };

export function evolveGalleryImage(state: GalleryImageState, event: GalleryImageEvent): GalleryImageState {
  switch (event.type) {
    case GALLERY_IMAGE_ADDED:
      return { status: 'present', image: { ...event.data, titleEn: event.data.titleEn ?? null, descriptionEn: event.data.descriptionEn ?? null } };
    case GALLERY_IMAGE_EDITED: {
      if (state.status !== 'present') return state;
      const { imageId: _id, at: _at, ...changes } = event.data;
      return { status: 'present', image: { ...state.image, ...changes } };
    }
    case GALLERY_IMAGE_VISIBILITY_CHANGED:
      return state.status === 'present' ? { status: 'present', image: { ...state.image, visible: event.data.visible } } : state;
    case GALLERY_IMAGE_DELETED:
      return { status: 'deleted' };
    default:
      return assertNever(event);
  }
}

function add(command: AddGalleryImage, state: GalleryImageState): GalleryImageEvent[] {
  const c = command.data;
  if (state.status !== 'none') throw new DomainError(`gallery image ${c.imageId} already exists`);
  // Copied field by field, so nothing a caller added by accident enters the permanent history.
  const data: GalleryImageAddedData = {
    imageId: c.imageId,
    title: c.title,
    description: c.description,
    titleEn: c.titleEn,
    descriptionEn: c.descriptionEn,
    blobKey: c.blobKey,
    width: c.width,
    height: c.height,
    category: c.category,
    featured: c.featured,
    visible: c.visible,
    addedAt: c.addedAt,
  };
  return [{ type: GALLERY_IMAGE_ADDED, data }];
}

function present(state: GalleryImageState, imageId: number): GalleryImageRecord {
  if (state.status !== 'present') throw new NotFound('gallery image', imageId);
  return state.image;
}

function edit(command: EditGalleryImage, state: GalleryImageState): GalleryImageEvent[] {
  const { imageId, at, visible } = command.data;
  const image = present(state, imageId);
  const events: GalleryImageEvent[] = [];
  const changes = changedFields(image, command.data, GALLERY_IMAGE_EDITABLE);
  if (Object.keys(changes).length > 0) events.push({ type: GALLERY_IMAGE_EDITED, data: { imageId, ...changes, at } });
  if (visible !== undefined && visible !== image.visible) {
    events.push({ type: GALLERY_IMAGE_VISIBILITY_CHANGED, data: { imageId, visible, at } });
  }
  return events;
}

function remove(command: DeleteGalleryImage, state: GalleryImageState): GalleryImageEvent[] {
  const { imageId, at } = command.data;
  present(state, imageId);
  return [{ type: GALLERY_IMAGE_DELETED, data: { imageId, at } }];
}

function recategorise(command: RecategoriseGalleryImage, state: GalleryImageState): GalleryImageEvent[] {
  const { imageId, from, to, at } = command.data;
  if (state.status !== 'present' || state.image.category !== from || from === to) return [];
  return [{ type: GALLERY_IMAGE_EDITED, data: { imageId, category: to, at } }];
}

/** Edits and deletes need an image that exists and is not deleted (the API answers 404). */
export function decideGalleryImage(command: GalleryImageCommand, state: GalleryImageState): GalleryImageEvent[] {
  switch (command.type) {
    case 'AddGalleryImage':
      return add(command, state);
    case 'EditGalleryImage':
      return edit(command, state);
    case 'DeleteGalleryImage':
      return remove(command, state);
    case 'RecategoriseGalleryImage':
      return recategorise(command, state);
    default:
      return assertNever(command);
  }
}

export const galleryImageDecider: Decider<GalleryImageCommand, GalleryImageEvent, GalleryImageState> = {
  initialState: initialGalleryImageState,
  evolve: evolveGalleryImage,
  decide: decideGalleryImage,
};
