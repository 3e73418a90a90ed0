import { assertNever, type Decider } from '../kernel/decider.ts';
import type { GalleryTitleCommand } from './commands.ts';
import { GALLERY_TITLE_MARKED_DELETED, type GalleryTitleEvent } from './events.ts';

export interface GalleryTitleState {
  deleted: boolean;
}

export const initialGalleryTitleState: GalleryTitleState = { deleted: false };

export function evolveGalleryTitle(_state: GalleryTitleState, event: GalleryTitleEvent): GalleryTitleState {
  switch (event.type) {
    case GALLERY_TITLE_MARKED_DELETED:
      return { deleted: true };
    default:
      return assertNever(event.type);
  }
}

/** The deleted-title marker (docs/product.md#api): marking a title twice records it once; there is no unmarking. */
export function decideGalleryTitle(command: GalleryTitleCommand, state: GalleryTitleState): GalleryTitleEvent[] {
  switch (command.type) {
    case 'MarkGalleryTitleDeleted': {
      if (state.deleted) return [];
      const { title, at } = command.data;
      return [{ type: GALLERY_TITLE_MARKED_DELETED, data: { title: title.trim(), at } }];
    }
    default:
      return assertNever(command.type);
  }
}

export const galleryTitleDecider: Decider<GalleryTitleCommand, GalleryTitleEvent, GalleryTitleState> = {
  initialState: initialGalleryTitleState,
  evolve: evolveGalleryTitle,
  decide: decideGalleryTitle,
};
